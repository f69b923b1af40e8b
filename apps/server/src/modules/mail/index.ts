// What other modules may use of the mail module: the service that sends (or stores) mail.
export type { TMailService } from './mail.service';
