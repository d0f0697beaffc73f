/**
 * Sign-in field limits, kept apart from the zod schema in identity.ts so the sign-in page can use
 * them without bundling zod (web budget, docs/performance.md).
 */
export const LOGIN_LIMITS = { username: 100, password: 200 } as const;
