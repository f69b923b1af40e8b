// What other modules may use of the auth module: the user row and its public view, the one
// password hash, and the repository type the account and payment services read users through.
export type { TAuthRepository, TUserRow } from './auth.repository';
export { toPublicUser } from './auth.service';
export { hashPassword } from './password';
