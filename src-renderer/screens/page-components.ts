// The shell's own pages, loaded by the screen table (screen-table.ts) as one chunk.
export { DashboardPage } from '../pages/dashboard-page.js';
export { ForgotPasswordPage } from '../pages/forgot-password-page.js';
export { HomePage } from '../pages/home-page.js';
export { LoginPage } from '../pages/login-page.js';
export { NotAuthorizedPage } from '../pages/not-authorized-page.js';
export { NotFoundPage } from '../pages/not-found-page.js';
export { ResetPasswordPage } from '../pages/reset-password-page.js';
