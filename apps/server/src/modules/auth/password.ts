import { hash } from '@node-rs/argon2';

/** argon2id parameters (OWASP minimum: m=19 MiB, t=2, p=1). */
const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The stored hash of a password (argon2id); every writer of a password hash uses this. */
export const hashPassword = (password: string) => hash(password, ARGON);
