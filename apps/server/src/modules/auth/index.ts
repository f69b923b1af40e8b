// What other modules may use of the auth module: the user row, its columns the admin list selects,
// the one update of a user row, its public view, the one password hash, the repository type
// the account and payment services read users through, and the device mark of the login lockout.
export { updateUser, userColumns, type TAuthRepository, type TUserRow } from './auth.repository';
export { toPublicUser } from './auth.service';
export { DEVICE_DAYS, rememberDevice } from './device-cookie';
export { hashPassword } from './password';
