import { startDevOidc } from './dev-oidc.js';

const port = Number(process.env.DEV_OIDC_PORT ?? 8090);
const devOidc = await startDevOidc({ port, issuer: process.env.OIDC_ISSUER });
console.log(JSON.stringify({ level: 30, service: 'dev-oidc', issuer: devOidc.issuer, msg: 'development OpenID provider listening' }));
const stop = () => void devOidc.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
