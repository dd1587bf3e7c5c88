import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers and the CSP for every response. The SPA loads only its own scripts; styles allow inline
 * because Radix and the toasts position elements with style attributes; the resume preview is a
 * same-origin iframe.
 */
export function securityHeaders({ production }: { production: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: "DENY",
    // HSTS on a developer's http://localhost would pin the browser to https for months.
    strictTransportSecurity: production,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
