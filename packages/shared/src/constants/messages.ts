/**
 * User-visible messages shared by the server (JSend `message`) and the site (toasts, empty states).
 * Spelled correctly per decisions.md.
 */
export const MESSAGES = {
  auth: {
    fillAllFields: 'Please fill in all fields',
    loginSuccessful: 'Login successful',
    logoutSuccessful: 'Logout successful',
    signupSuccessful: 'Signup successful!',
    otpVerified: 'OTP verified successfully',
    passwordResetSuccessful: 'Password reset successful',
    passwordUpdated: 'Password updated successfully',
    accountDeleted: 'Account deleted successfully',
    invalidCredentials: 'Invalid email or password',
    invalidOtp: 'Invalid or expired OTP',
    emailNotVerified: 'Please verify your email address to continue',
    verificationSent: 'Verification email sent',
    emailVerified: 'Email verified successfully',
  },
  wishlist: {
    loginToSave: 'Login to save property',
    saved: 'Added to saved properties',
    removed: 'Removed from saved properties',
    noteUpdated: 'Note updated successfully',
    noNote: 'No note written for this property',
    noteMaxLabel: 'Max 1000 characters',
    empty: 'No saved properties yet.',
    emptyHint: 'Tap the heart on any listing to save it here.',
  },
  search: {
    noResults: 'No results matched your search',
    propertiesAvailable: 'properties available',
  },
  listing: {
    applicationSent: 'Your information was sent',
    propertyEdited: 'Property edited successfully',
    propertyDeleted: 'Property deleted successfully',
    applicationDeleted: 'Application deleted successfully',
    confirmDeleteProperty: 'Are you sure you want to delete this property?',
    deletePropertyNote: 'Property records and data will be deleted permanently and cannot be recovered',
    confirmDeleteApplication: 'Are you sure you want to delete this pending application?',
    deleteApplicationNote:
      'Listing application records and data will be deleted permanently and cannot be recovered',
    noListings: 'No Listings Found',
    noApplications: 'No Applications Found',
    noFileSelected: 'No file selected',
  },
  agents: {
    noCategorySelected: 'You have not selected any category',
    noAgents: 'No agents',
    noListings: 'No listings',
    noReviews: 'No reviews',
    reviewAdded: 'Review successfully added',
  },
  account: {
    noTransactions: 'You have not made any transaction',
    noNotifications: 'No Notifications',
    ticketCreated: 'Ticket created successfully',
  },
  payment: {
    successful: 'Successful payment',
    scriptLoadFailed: 'Failed to load payment modal. Check your internet connection and retry later.',
  },
  common: {
    notFound: '404 Not Found',
    noServerResponse: 'No server response',
  },
} as const;
