// The config-contract check (deploy/check.sh): would every service the chart deploys start with the
// environment the chart gives it?
//
//   node deploy/config-contract.mjs <name>=<rendered manifests.yaml> ...
//
// For every Deployment and Job of a render that runs a Screenshelf service (labelled
// screenshelf.io/service=<name>; its compiled loader is services/<name>/dist/config.js, <name>Config),
// it builds the container's environment exactly as the kubelet would: the image's own variables
// (NODE_ENV=production, SERVICE), envFrom ConfigMaps and Secrets, then env (values, ConfigMap and
// Secret key references, later entries winning). A ConfigMap or Secret the chart renders is read
// from the render; one it does not (an existing Secret in production) must be documented in
// deploy/README.md key by key, and its keys get placeholder values of the right shape. Then it calls
// the service's own loader with that environment: a loader that throws is a service that would refuse
// to start, and fails the check. Which services exist is read from the render, so a service added to
// the chart (chatbot) is covered as soon as it is deployed.
//
// With NODE_ENV=production it also fails when the loaded configuration still points at this machine
// (localhost, 127.0.0.1: a development default nothing overrode), and when a pod gets a secret that
// belongs to another service. Prints one "ok   - ..." or "FAIL - ..." line per check.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import yaml from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'deploy/README.md'), 'utf8');

// Which service may hold which secret (deploy/README.md, "Secrets"); any other pod holding it fails.
const OWNERS = {
  AUTH_SECRET: ['gateway'],
  OIDC_CLIENT_SECRET: ['identity'],
  PAYMENTS_SECRET_KEY: ['membership', 'marketplace'],
  CHAT_MODEL_KEY: ['chatbot'],
  SMTP_URL: ['community'],
  EMBEDDINGS_API_KEY: ['search'],
};
// What the image sets itself (deploy/Dockerfile): ENV NODE_ENV=production, ENV SERVICE=<name>.
const imageEnv = (service) => ({ NODE_ENV: 'production', SERVICE: service });
// A container that runs no service of its own but the kit's Kafka topic creation (loaded with the kit's shared variables).
const KIT_JOBS = new Set(['kafka-topics']);
// The label the chart puts on every workload that runs a service's code, naming the service.
const SERVICE_LABEL = 'screenshelf.io/service';

let passed = 0;
let failed = 0;
const ok = (msg) => {
  passed += 1;
  console.log(`ok   - ${msg}`);
};
const fail = (msg, detail) => {
  failed += 1;
  console.log(`FAIL - ${msg}`);
  if (detail) console.log(String(detail).replace(/^/gm, '     '));
};

/** A placeholder of the shape a documented key's value has, for an existing Secret the render cannot show. */
function placeholder(key) {
  if (/POSTGRES_URL$/.test(key))
    return `postgres://${key.toLowerCase().replace(/_postgres_url$/, '')}:placeholder@postgres.example.internal:5432`;
  if (key === 'REDIS_URL') return 'rediss://:placeholder@redis.example.internal:6379';
  if (key === 'ELASTICSEARCH_URL') return 'https://screenshelf:placeholder@elasticsearch.example.internal:9200';
  if (key === 'PAYMENTS_SECRET_KEY') return 'live_sk_placeholder';
  if (/_URL$/.test(key)) return 'https://placeholder.example.internal';
  return `placeholder-${key.toLowerCase()}-0123456789abcdefghijklmnopqrstuvwxyz`;
}

const loaders = new Map();
async function loaderOf(service) {
  if (loaders.has(service)) return loaders.get(service);
  let loader;
  if (KIT_JOBS.has(service)) {
    const kit = path.join(root, 'services/kit/dist/config.js');
    if (existsSync(kit)) {
      const { loadConfig } = await import(pathToFileURL(kit).href);
      loader = (env) => loadConfig({}, env);
    }
  } else {
    const file = path.join(root, `services/${service}/dist/config.js`);
    if (existsSync(file)) loader = (await import(pathToFileURL(file).href))[`${service}Config`];
  }
  loaders.set(service, loader);
  return loader;
}

// The kit's connection variables, each with a local default: one a service does not use (the chart's
// screenshelf.io/uses annotation) keeps its default harmlessly, so only the used ones count.
const CONNECTIONS = {
  POSTGRES_URL: 'postgres',
  databaseUrl: 'postgres',
  REDIS_URL: 'redis',
  ELASTICSEARCH_URL: 'elasticsearch',
  KAFKA_BROKERS: 'kafka',
};

/** Every string in a loaded configuration that points at this machine, as "KEY=value". */
function loopbacks(config, prefix = '') {
  const found = [];
  for (const [key, value] of Object.entries(config ?? {})) {
    if (typeof value === 'string' && /\b(localhost|127\.0\.0\.1|\[::1\])\b/.test(value)) found.push(`${prefix}${key}=${value}`);
    else if (Array.isArray(value)) value.forEach((v, i) => found.push(...loopbacks({ [i]: v }, `${prefix}${key}.`)));
  }
  return found;
}

async function check(renderName, file) {
  const docs = yaml.loadAll(readFileSync(file, 'utf8')).filter(Boolean);
  const configMaps = new Map();
  const secrets = new Map();
  for (const doc of docs) {
    if (doc.kind === 'ConfigMap') configMaps.set(doc.metadata.name, { ...doc.data });
    if (doc.kind === 'Secret') {
      const data = { ...doc.stringData };
      for (const [k, v] of Object.entries(doc.data ?? {})) data[k] = Buffer.from(v, 'base64').toString('utf8');
      secrets.set(doc.metadata.name, data);
    }
  }
  const undocumented = new Set();
  const secretKey = (name, key, optional) => {
    const data = secrets.get(name);
    if (data) return data[key];
    // A Secret outside the chart: the operator creates it from deploy/README.md, which must name the key.
    if (!new RegExp(`\\b${key}\\b`).test(readme)) undocumented.add(`${name}/${key}`);
    return optional ? undefined : placeholder(key);
  };

  const workloads = docs.filter((d) => d.kind === 'Deployment' || d.kind === 'Job');
  const databases = [];
  let services = 0;
  for (const workload of workloads) {
    for (const container of workload.spec.template.spec.containers ?? []) {
      // The chart labels what runs a service's code (its Deployment, its migrate Job, the topics Job);
      // in-cluster infrastructure (postgres, kafka, the S3 server, ...) has no such label.
      const service = workload.metadata.labels?.[SERVICE_LABEL];
      if (!service) continue;
      services += 1;
      const what = `${renderName}: ${workload.kind} ${workload.metadata.name} (${service})`;
      const load = await loaderOf(service);
      if (typeof load !== 'function') {
        fail(`${what}: services/${service}/dist/config.js with ${service}Config (run npx tsc -b)`);
        continue;
      }
      const env = imageEnv(service);
      const missing = [];
      for (const from of container.envFrom ?? []) {
        if (from.configMapRef) {
          const data = configMaps.get(from.configMapRef.name);
          if (data) Object.assign(env, data);
          else if (!from.configMapRef.optional) missing.push(`ConfigMap ${from.configMapRef.name}`);
        } else if (from.secretRef) {
          const data = secrets.get(from.secretRef.name);
          if (data) Object.assign(env, data);
          else missing.push(`envFrom Secret ${from.secretRef.name} (the check cannot know its keys: use secretKeyRef)`);
        }
      }
      const held = [];
      for (const e of container.env ?? []) {
        if ('value' in e) env[e.name] = String(e.value);
        else if (e.valueFrom?.configMapKeyRef) {
          const { name, key, optional } = e.valueFrom.configMapKeyRef;
          const value = configMaps.get(name)?.[key];
          if (value !== undefined) env[e.name] = value;
          else if (!optional) missing.push(`ConfigMap ${name} key ${key}`);
        } else if (e.valueFrom?.secretKeyRef) {
          const { name, key, optional } = e.valueFrom.secretKeyRef;
          const value = secretKey(name, key, optional);
          if (value !== undefined) {
            env[e.name] = value;
            held.push(e.name);
          } else if (!optional) missing.push(`Secret ${name} key ${key}`);
        } else if (e.valueFrom?.fieldRef) env[e.name] = 'placeholder-field';
      }
      for (const from of container.envFrom ?? [])
        if (from.secretRef) held.push(...Object.keys(secrets.get(from.secretRef.name) ?? {}));
      if (missing.length) {
        fail(`${what}: every reference resolves`, missing.join('\n'));
        continue;
      }
      let config;
      try {
        config = load(env);
        ok(`${what}: starts with NODE_ENV=${env.NODE_ENV}`);
        if (config?.databaseUrl) databases.push({ kind: workload.kind, service, what, url: config.databaseUrl });
      } catch (error) {
        fail(`${what}: refuses to start`, error.message);
        continue;
      }
      const foreign = held.filter((key) => OWNERS[key] && !OWNERS[key].includes(service));
      if (foreign.length) fail(`${what}: holds only its own secrets`, `also gets ${foreign.join(', ')}`);
      if (env.NODE_ENV === 'production') {
        const uses = new Set((workload.metadata.annotations?.['screenshelf.io/uses'] ?? '').split(',').filter(Boolean));
        const local = loopbacks(config).filter((found) => {
          const key = found.split(/[.=]/)[0];
          return !CONNECTIONS[key] || uses.has(CONNECTIONS[key]);
        });
        if (local.length) fail(`${what}: points at no localhost default`, local.join('\n'));
        else ok(`${what}: no localhost in its configuration`);
      }
    }
  }
  if (!services) fail(`${renderName}: deploys at least one service`);
  // A migrate Job must migrate the very database its service's Deployment uses.
  for (const job of databases.filter((d) => d.kind === 'Job')) {
    const deployment = databases.find((d) => d.kind === 'Deployment' && d.service === job.service);
    if (!deployment) fail(`${job.what}: its service is deployed`);
    else if (deployment.url !== job.url)
      fail(`${job.what}: migrates the database its Deployment uses`, `${job.url}\n${deployment.url}`);
    else ok(`${job.what}: migrates the database its Deployment uses`);
  }
  if (undocumented.size)
    fail(`${renderName}: every key of an existing Secret is documented in deploy/README.md`, [...undocumented].join('\n'));
}

const args = process.argv.slice(2);
if (!args.length) {
  console.error('usage: node deploy/config-contract.mjs <name>=<rendered.yaml> ...');
  process.exit(2);
}
for (const arg of args) {
  const [name, file] = arg.includes('=') ? arg.split(/=(.*)/s) : [path.basename(arg, '.yaml'), arg];
  await check(name, file);
}
console.log(`config contract: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
