import { clientAddressHeader, withProof } from '@/lib/http/client-address';

/**
 * The header the server hook writes for a caller at `ip`: route handlers called here have
 * no socket and no hook in front (lib/http/server/).
 */
export const fromAddress = (ip: string) => ({ [clientAddressHeader]: withProof(ip) });
