/** The footer's link and the page's heading; alone, so the footer (in every first load) takes only this. */
export const privacyTitle = 'Privacy policy'

/** The privacy policy the footer links to: what FoodShare stores, who sees it, how to get it deleted. */
export const privacyText = {
  title: privacyTitle,
  intro:
    'FoodShare keeps only what it needs to let neighbours share food. This page says what that is, who can see it, and how to have it deleted.',
  sections: [
    {
      heading: 'What we store',
      items: [
        'Your account: your name, email address and photo URL, and a password kept by Firebase Authentication (we never see it). Signing in with Google gives us the same three things from Google.',
        'The foods you post: name, photo, quantity, pickup location and, if you set it, the pickup point on the map, the expiry date, notes and diet tags.',
        'The requests you make: the food, the portions, the time and your message to the donor, and what the donor answered.',
        'Notifications about your foods and requests, and whether you have read them.',
        'Photos you upload, re-encoded without their metadata: no camera details and no GPS position are kept.',
        'A session cookie that keeps you signed in for up to 14 days, and counters of recent posts and requests that limit abuse.',
      ],
    },
    {
      heading: 'Who sees it',
      items: [
        'Anyone, signed in or not, sees the foods listed, with the donor’s name and photo and the pickup point to about 1 km.',
        'Signed-in people see a food’s details, with the donor’s email address.',
        'The donor of a food sees who asked for it: name, email address, photo, portions and message.',
        'Only the donor and the people whose request the donor accepted see the exact pickup point.',
        'Your own requests and notifications are seen by you alone. We sell nothing and share nothing with advertisers.',
      ],
    },
    {
      heading: 'How to get it deleted',
      items: [
        'Delete a food from My Post, or withdraw a request from My Request, at any time: it is gone at once, and the people waiting on it are told.',
        'A request that was collected stays as a record of food that changed hands, for both people, until the account is deleted.',
        'To delete your account and everything it holds, write to privacy@foodshare.example from the account’s email address; we do it within 30 days and confirm by email.',
      ],
    },
  ],
} as const
