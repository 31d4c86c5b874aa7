/** The load balancer probes (/healthz, /readyz). */
export * as health from './health.controller.ts';
