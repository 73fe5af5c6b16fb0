/**
 * Texts of /account/notifications: events × channels, quiet hours, digest, push on this device.
 * `kinds` names every notification kind: the table indexes it by each, so a new kind needs its words here.
 */
export const channelsText = {
  heading: 'Notifications',
  intro: 'The bell always shows every event. Choose what else reaches you, and how.',
  event: 'Event',
  push: 'Push',
  email: 'Email',
  emailChoices: { instant: 'At once', daily: 'Daily digest', off: 'Off' },
  kinds: {
    'request-received': 'Someone asks for your food',
    'request-accepted': 'Your request is accepted',
    'request-declined': 'Your request is declined',
    'request-withdrawn': 'A request for your food is withdrawn',
    'food-deleted': 'A food you asked for is removed',
    'food-near-you': 'New food matches your alert',
  },
  pushFor: (kind: string) => `Push: ${kind}`,
  emailFor: (kind: string) => `Email: ${kind}`,
  quietHours: 'Quiet hours (no pushes; they wait until the end)',
  quietFrom: 'From',
  quietTo: 'To',
  digestAt: 'Daily digest at',
  timeZone: 'Time zone',
  save: 'Save preferences',
  saved: 'Preferences saved',
  pushDevice: 'Push on this device',
  turnOnPush: 'Turn on push on this device',
  pushOn: 'Push is on for this device.',
  pushRefused: 'Your browser refused notifications for this site. Allow them in the site settings, then try again.',
  pushUnsupported: 'This browser cannot receive push notifications.',
  pushFailed: 'Push could not be turned on. Try again in a moment.',
} as const
