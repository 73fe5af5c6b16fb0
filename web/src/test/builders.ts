/**
 * Builders of the API's answers (foods, requests, notifications as the server sends them), for
 * the component tests' MSW handlers. What a client sends is built once, in
 * functions/src/test/builders.ts.
 */
import type {
  ConversationBody,
  MessageBody,
  Food,
  FoodNotification,
  FoodRequest,
  PublicFood,
  QueuedRequest,
} from '@shared/responses'

let sequence = 0

/** A valid Food as the API sends it; each call gets its own id. */
export function buildFood(overrides: Partial<Food> = {}): Food {
  sequence += 1
  return {
    _id: `food${sequence}`,
    foodName: `Vegetable Soup ${sequence}`,
    foodImg: `https://images.example.com/food-${sequence}.jpg`,
    quantity: sequence,
    location: 'Dhaka, Mirpur 10',
    expireDateTime: '2099-12-31',
    donator: {
      name: 'Ayesha Rahman',
      email: 'ayesha@example.com',
      img: 'https://images.example.com/ayesha.jpg',
      profileId: 'profileAyesha',
    },
    foodStatus: 'Available',
    portionsLeft: sequence,
    requestsWaiting: 0,
    tags: [],
    ...overrides,
  }
}

/** A food as a public list sends it: the donor without an email. */
export function buildPublicFood(overrides: Partial<PublicFood> = {}): PublicFood {
  const { donator, requestsWaiting: _waiting, ...food } = buildFood()
  return { ...food, donator: { name: donator.name, img: donator.img, profileId: donator.profileId }, ...overrides }
}

/** A valid request as the API sends it. */
export function buildRequest(overrides: Partial<FoodRequest> = {}): FoodRequest {
  sequence += 1
  return {
    _id: `req${sequence}`,
    foodId: `food${sequence}`,
    foodName: `Vegetable Soup ${sequence}`,
    foodImg: `https://images.example.com/food-${sequence}.jpg`,
    requestedTime: '10:30:00 AM',
    userEamil: 'marco@example.com',
    expireDateTime: '2099-12-31',
    foodStatus: 'Requested',
    location: 'Dhaka, Mirpur 10',
    donator: { name: 'Ayesha Rahman', email: 'ayesha@example.com' },
    portions: 1,
    message: '',
    status: 'Requested',
    foodStatusNow: 'Available',
    ...overrides,
  }
}

/** One entry of a donor's queue (`GET /food/{id}/requests`). */
export function buildQueuedRequest(overrides: Partial<QueuedRequest> = {}): QueuedRequest {
  sequence += 1
  return {
    _id: `req${sequence}`,
    foodId: `food${sequence}`,
    portions: 1,
    message: '',
    requestedTime: '10:30:00 AM',
    status: 'Requested',
    requester: {
      name: 'Marco Rossi',
      email: 'marco@example.com',
      img: 'https://images.example.com/marco.jpg',
      profileId: 'profileMarco',
    },
    createdAt: '2099-01-15T10:30:00.000Z',
    ...overrides,
  }
}

/** One event of `GET /notifications`, unread. */
export function buildNotification(overrides: Partial<FoodNotification> = {}): FoodNotification {
  sequence += 1
  return {
    _id: `note${sequence}`,
    kind: 'request-received',
    foodId: `food${sequence}`,
    foodName: `Vegetable Soup ${sequence}`,
    at: '2099-01-15T10:30:00.000Z',
    read: false,
    ...overrides,
  }
}

/** One conversation of `GET /conversations`, with one unread message from the other person. */
export function buildConversation(overrides: Partial<ConversationBody> = {}): ConversationBody {
  sequence += 1
  return {
    requestId: `req${sequence}`,
    foodId: `food${sequence}`,
    foodName: `Vegetable Soup ${sequence}`,
    foodImg: `https://images.example.com/food-${sequence}.jpg`,
    status: 'Requested',
    other: { name: 'Ayesha Rahman', img: 'https://images.example.com/ayesha.jpg' },
    lastMessage: { text: 'Is it still there?', at: '2099-01-15T10:30:00.000Z', from: 'them' },
    unread: 1,
    ...overrides,
  }
}

/** One message of `GET /request/{id}/messages`, from the other person. */
export function buildMessage(overrides: Partial<MessageBody> = {}): MessageBody {
  sequence += 1
  return {
    _id: `msg${String(sequence).padStart(6, '0')}`,
    from: 'them',
    text: `Message ${sequence}`,
    at: new Date(Date.UTC(2099, 0, 15, 10, sequence)).toISOString(),
    ...overrides,
  }
}
