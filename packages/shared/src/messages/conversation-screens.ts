/**
 * Texts of the message screens on the web (issue 31 items 1, 4 and 5): the buttons that open a
 * conversation, the list, the conversation view and its composer. The rules' own texts (the
 * placeholder, the sender's warning, refusals, the reply time) are CONVERSATION_MSG's.
 */
import { formatWhole } from "../money.js";

export const CONVERSATION_SCREEN_MSG = {
  title: "Messages",
  askOwnerHeading: "Have a question about this car?",
  loginToAsk: "Please login to ask the owner",
  messageOwner: "Message the owner",
  messageRenter: "Message the renter",
  openFailed: "Could not open the conversation. Please try again.",
  opening: "Opening...",
  inquiry: "Inquiry",
  emptyTitle: "No messages yet",
  emptyText:
    "Ask an owner about a car from its page, or message the other party of a booking from your bookings.",
  browseCars: "Browse Cars",
  listedOnceSent: "Your conversations are listed here once a message is sent.",
  loadFailed: "Could not load your messages. Please try again.",
  conversationFailed: "Could not load this conversation. Please try again.",
  chooseConversation: "Choose a conversation to read it here.",
  allMessages: "All messages",
  loadEarlier: "Load earlier messages",
  loadingEarlier: "Loading...",
  noMessagesYet: "No messages yet. Say hello!",
  you: "You",
  photo: "Photo",
  photoCount: (n: number) => (n === 1 ? "1 photo" : `${n} photos`),
  photoOf: (i: number, n: number) => `Photo ${i} of ${n}`,
  photoMissing: "Photo not available",
  composerLabel: "Write a message",
  composerPlaceholder: "Write a message…",
  composerHint: "Enter sends, Shift+Enter starts a new line",
  addPhotos: "Add photos",
  removePhoto: (name: string) => `Remove photo ${name}`,
  send: "Send",
  sending: "Sending...",
  uploading: (percent: number) => `Uploading photos… ${percent} %`,
  sendFailed: "Your message was not sent. Please try again.",
  counter: (length: number, max: number) => `${formatWhole(length)} / ${formatWhole(max)}`,
  delete: "Delete",
  deleteTitle: "Delete this message?",
  deleteText: "It will be shown to both of you as deleted. This cannot be undone.",
  deleteConfirm: "Delete message",
  deleting: "Deleting...",
  deleteFailed: "Could not delete the message. Please try again.",
  unread: (n: number) => `${n} unread`,
  viewCar: "View car",
  reference: (ref: string) => `Ref ${ref}`,
} as const;
