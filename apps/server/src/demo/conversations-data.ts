/**
 * The demo marketplace's conversations (issue 31), so that a newcomer's first start shows
 * messages on both sides: Ananya asked Rohan about the ghats before her ongoing trip (his answer
 * names his number: the trip was close, so it shows), asked Priya about a 7 am pickup for her
 * confirmed trip next week (Priya's number is hidden: pickup is days away) and waits for Rohan's
 * answer on her pending request; Kabir and Meera asked Rohan about cars before booking
 * (inquiries), so Rohan has answered three conversations and his cars show his reply time.
 *
 * Times are minutes before the load instant. Text goes through the shared `maskContacts` with
 * the booking's contact window at the message's time, as sending does.
 */
import {
  type BookingStatus,
  type ContactWindowBooking,
  contactsVisible,
  maskContacts,
} from "@gaadi/shared";

export interface DemoConversation {
  /** Index into DEMO_ACCOUNTS of the renter. */
  renter: number;
  /** Index into DEMO_CARS. */
  car: number;
  /** Index into DEMO_BOOKINGS of the trip it belongs to; absent for an inquiry. */
  booking?: number;
  messages: readonly { from: "renter" | "owner"; minutesAgo: number; text: string }[];
  /** How many of the messages (from the first) each side has read; the rest are unread. */
  readByRenter: number;
  readByOwner: number;
}

const ANANYA = 3;
const KABIR = 4;
const MEERA = 5;
const DAY = 24 * 60;

export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    renter: ANANYA,
    car: 12,
    booking: 2,
    messages: [
      {
        from: "renter",
        minutesAgo: DAY + 300,
        text: "Hi Rohan, is the i20 fine for the Lonavala ghats? We are four with luggage.",
      },
      {
        from: "owner",
        minutesAgo: DAY + 260,
        text: "Yes, it climbs the ghats comfortably. Keys are with the watchman at the gate; call me on 98200 12345 if anything comes up.",
      },
      { from: "renter", minutesAgo: DAY + 250, text: "Perfect, thank you!" },
    ],
    readByRenter: 3,
    readByOwner: 3,
  },
  {
    renter: ANANYA,
    car: 31,
    booking: 3,
    messages: [
      { from: "renter", minutesAgo: 180, text: "Hello Priya, can I pick up the Innova at 7 am?" },
      {
        from: "owner",
        minutesAgo: 95,
        text: "7 am works. Call me on 98765 43210 when you reach the society gate.",
      },
    ],
    readByRenter: 1,
    readByOwner: 2,
  },
  {
    renter: ANANYA,
    car: 51,
    booking: 4,
    messages: [
      {
        from: "renter",
        minutesAgo: 40,
        text: "Hi, is a chauffeur available with the E-Class for the wedding day?",
      },
    ],
    readByRenter: 1,
    readByOwner: 0,
  },
  {
    renter: KABIR,
    car: 0,
    messages: [
      { from: "renter", minutesAgo: 3 * DAY, text: "Does the Swift come with a child seat?" },
      {
        from: "owner",
        minutesAgo: 3 * DAY - 25,
        text: "Yes, I can fit one before pickup at no extra cost.",
      },
    ],
    readByRenter: 2,
    readByOwner: 2,
  },
  {
    renter: MEERA,
    car: 12,
    messages: [
      { from: "renter", minutesAgo: 5 * DAY, text: "Is the i20 free for a week next month?" },
      {
        from: "owner",
        minutesAgo: 5 * DAY - 90,
        text: "It is free from the 10th. Pick your dates on the car page and I will confirm.",
      },
    ],
    readByRenter: 2,
    readByOwner: 2,
  },
];

/** A demo message as stored: its text after masking, whether masked, and its instant. */
export interface DemoMessageValues {
  from: "renter" | "owner";
  text: string;
  masked: boolean;
  createdAt: Date;
}

/**
 * The stored messages of `conversation` at load instant `now`: each text masked unless the
 * `booking`'s contact window (status and pickup date as loaded) was open at its time.
 */
export function demoMessageValues(
  conversation: DemoConversation,
  booking: { status: BookingStatus; pickupDate: string } | null,
  now: Date,
): DemoMessageValues[] {
  const window: ContactWindowBooking | null = booking;
  return conversation.messages.map((m) => {
    const createdAt = new Date(now.getTime() - m.minutesAgo * 60_000);
    const shown = contactsVisible(window, createdAt)
      ? { text: m.text, masked: false }
      : maskContacts(m.text);
    return { from: m.from, ...shown, createdAt };
  });
}
