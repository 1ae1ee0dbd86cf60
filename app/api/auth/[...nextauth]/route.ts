import { NextRequest } from 'next/server';
import { errorResponse, withXsrfForNewSession } from '@/lib/api';
import { readBodyText } from '@/lib/http/server/read-body';
import { handlers } from '@/lib/customers';

/** Sign-in forms are a few fields; anything larger is refused before next-auth parses it. */
const maxAuthFormBytes = 16 * 1024;

// A sign-in or sign-out (Google's callback is a GET) also gives the browser a new XSRF token.
export async function GET(request: NextRequest): Promise<Response> {
  return withXsrfForNewSession(request, await handlers.GET(request));
}

export async function POST(request: NextRequest): Promise<Response> {
  let body: string;
  try {
    body = await readBodyText(request, maxAuthFormBytes);
  } catch (error) {
    return errorResponse(error, request);
  }
  const { method, headers } = request;
  const answer = await handlers.POST(new NextRequest(request.url, { method, headers, body }));
  return withXsrfForNewSession(request, answer);
}
