import { startMockOidc } from './mock-oidc';

// Run by Playwright's webServer: the mock Google provider for the end-to-end run.
const port = Number(process.env.MOCK_OIDC_PORT ?? 3199);
const clientId = process.env.GOOGLE_CLIENT_ID ?? 'e2e-client';

startMockOidc({ port, clientId }).then(({ issuer }) => {
  console.log(`Mock OpenID provider at ${issuer}`);
});
