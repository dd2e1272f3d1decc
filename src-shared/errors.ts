// The error catalogue of spec §8, exact texts. Screens and the API client use these; never retype them.

export const CLIENT_ERRORS = {
  network: 'Network error occurred. Please check your connection.',
  noResponse: 'No response from server. Please check your connection.',
  unexpected: 'An unexpected error occurred',
  operationFailed: 'Operation failed',
  invalidEndpoint: 'Invalid API endpoint or parameters',
  restaurantIdNotFound:
    'Restaurant ID not found from any source. Please ensure you are logged in and have access to a restaurant.',
  rateLimitExceeded: 'Rate limit exceeded',
} as const;

export const STATUS_ERRORS = {
  401: 'Authentication required. Please log in again.',
  403: 'Access denied. You do not have permission to perform this action.',
  404: 'Resource not found.',
  429: 'Too many requests. Please try again later.',
  serverError: 'Server error. Please try again later.',
} as const;

/** Spec §8 "By status": the text a client shows for an HTTP error status. */
export function messageForStatus(status: number, serverMessage?: string | null): string {
  if (status === 401) return STATUS_ERRORS[401];
  if (status === 403) return STATUS_ERRORS[403];
  if (status === 404) return STATUS_ERRORS[404];
  if (status === 429) return STATUS_ERRORS[429];
  if (status >= 500) return STATUS_ERRORS.serverError;
  return serverMessage && serverMessage.length > 0 ? serverMessage : `HTTP ${status} error`;
}

export const VENUE_SETTINGS_ERRORS = {
  400: 'Invalid request data',
  401: 'Unauthorized access. Please log in again.',
  403: 'Access forbidden. You do not have permission to perform this action.',
  404: 'Venue settings not found',
  422: 'Validation failed',
  500: 'Server error. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  circular: 'Template data contains invalid references. Please try again with simplified content.',
} as const;

export const TAG_MESSAGES = {
  failed: (action: 'load' | 'create' | 'update' | 'delete', type: string) =>
    `Failed to ${action} ${type} tag`,
  created: 'Reservation or Client tag created successfully!',
  categoryUpdated: 'category updated successfully!',
  deleted: 'tag deleted successfully!',
} as const;

export const TABLE_COMBINATION_ERRORS = {
  fetch: 'Failed to fetch table combinations',
  create: 'Failed to create table combination',
  update: 'Failed to update table combination',
  delete: 'Failed to delete table combination',
  findSuitable: 'Failed to find suitable table combinations',
  checkAvailability: 'Failed to check table combination availability',
} as const;

export const FALLBACK_ERRORS = {
  fetchShifts: 'Error fetching shifts',
  fetchMenus: 'Failed to fetch menus',
  addMenu: 'Failed to add menu',
  updateMenu: 'Failed to update menu',
  deleteMenu: 'Failed to delete menu',
  addCategory: 'Failed to add category/subcategories',
  updateCategory: 'Failed to update category/subcategories',
  deleteCategory: 'Failed to delete category/subcategories',
  updateSubcategory: 'Failed to update subcategory',
  deleteSubcategory: 'Failed to delete subcategory',
  addProducts: 'Failed to add products',
  editProduct: 'Failed to edit product',
  updateStock: 'Failed to update stock',
  deleteItem: 'Failed to delete item',
  addProduct: 'Failed to add product',
  updateProduct: 'Failed to update product',
  updateStatus: 'Failed to update status',
  editProducts: 'Failed to edit products',
  fetchProductDetails: 'Failed to fetch product details',
  fetchProductCategories: 'Failed to fetch product categories',
  uploadImage: 'Failed to upload image',
  productsBackgroundStatus: 'Failed to get products background status',
  fileRequired: 'File is required for upload',
} as const;
export const ITEMS_ADDED = 'Items added successfully!';

export const SESSION_ERRORS = {
  loginFailed: 'Login failed',
} as const;

/** Offline sign-in on a terminal that has signed in before (the API cannot be reached). */
export const OFFLINE_SESSION_TEXTS = {
  header: 'Offline — signed in on this terminal',
  loginNotice:
    'The server cannot be reached. If you have signed in on this terminal before, you can sign in offline with the same password.',
  neverSignedInHere:
    'The server cannot be reached, and this user has not signed in on this terminal before, so cannot sign in offline. Sign in once while the server is reachable.',
  expired: (days: number) =>
    `The server cannot be reached, and this user last signed in online here more than ${days} days ago, so cannot sign in offline.`,
  wrongPassword: 'Invalid email or password',
} as const;

export const RENDER_ERROR_TITLE = 'Something went wrong.';

export const VALIDATION_MESSAGES = {
  reservationSummaryTimes: 'Reservation summary times are required when reservation summary is enabled',
  feedbackSummaryTime: 'Feedback summary time is required when feedback summary is enabled',
  invalidTime: (value: string) => `Invalid time format: ${value}. Use HH:MM format`,
} as const;

/** Spec §5 for access rules, daily programs and concierge perks. */
export const AVAILABILITY_MESSAGES = {
  restaurantIdRequired: 'Restaurant id is required',
  programIdRequired: 'Program id is required',
  perkIdRequired: 'Perk id is required',
  perkDataRequired: 'Perk data is required',
  guestDataRequired: 'Guest data is required',
} as const;

/** Messages the tenant API answers with (spec §8 texts where the spec has one, ours otherwise). */
export const API_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  signedIn: 'Login successful',
  malformedJson: 'Malformed JSON in request body',
  validationFailed: 'Validation failed',
  unauthorized: STATUS_ERRORS[401],
  forbidden: STATUS_ERRORS[403],
  notFound: STATUS_ERRORS[404],
  tooManyRequests: STATUS_ERRORS[429],
  serverError: STATUS_ERRORS.serverError,
  restaurantHeaderRequired: 'The restaurant-id header is required',
  refreshTokenMissing: 'Refresh token missing',
  refreshTokenInvalid: 'Refresh token is invalid or expired',
  refreshTokenReused: 'Refresh token was already used; every session of this sign-in has been revoked',
  loggedOut: 'Logged out',
  resetMailSent: 'If that email belongs to an account, a reset link has been sent',
  resetTokenInvalid: 'Reset link is invalid or has expired',
  passwordReset: 'Password has been reset',
  emailTaken: 'A user with this email already exists',
  restaurantHeaderInvalid: 'The restaurant-id header must be the numeric id of a restaurant',
  restaurantMismatch: 'The restaurant in the path does not match the restaurant-id header',
  noRestaurantRole: 'This account has no role in any restaurant. Ask an administrator to assign one.',
  userDeleted: 'User deleted',
  userCreated: 'User created',
  userUpdated: 'User updated',
  cannotDeleteSelf: 'You cannot delete your own account',
  resetMailInactive: 'This user is deactivated: reactivate them before sending a password reset mail',
  currentPasswordWrong: 'Current password is wrong',
  superAdminOnly: 'Only a super_admin can grant or change the super_admin role',
  userInOtherRestaurant:
    'This user also works for another restaurant: only they can change their password or deactivate their account. Remove them from this restaurant instead',
  currentPasswordRequired: 'Current password is required to change your own password',
  sessionRefreshed: 'Session refreshed',
} as const;
