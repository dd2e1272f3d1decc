// The public booking widget's own texts (issue 17 item 5), in the console's languages. The venue's
// reservation widget config may replace the title, introduction, button label and confirmation;
// everything else a guest reads comes from here. `{name}` placeholders are filled by widgetText.
import { formatLongDate } from '../dates.js';
export const WIDGET_LANGUAGES = ['en', 'fr'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

const en = {
  htmlTitle: 'Book a table at {venue}',
  title: 'Book a table',
  eventTitle: 'Book the event',
  waitlistTitle: 'Join the waitlist',
  notFound: 'This booking page does not exist. Please check the link.',
  disabled: '{venue} is not taking online bookings at the moment. Please contact the venue directly.',
  stepSearch: '1. Date and party size',
  stepTimes: '2. Choose a time',
  stepDetails: '3. Your details',
  date: 'Date',
  dateHint: 'Choose a date from {from} to {to}.',
  party: 'Number of guests',
  partyOption: '{n} guests',
  partyOptionOne: '1 guest',
  showTimes: 'Show available times',
  timesFor: 'Times for {party} on {date}',
  timeLegend: 'Available times',
  noTimes: 'No table is free for {party} on {date}. Please try another date or party size.',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Mobile number',
  email: 'Email address',
  contactHint: 'Give an email address or a mobile number so the venue can reach you.',
  specialRequests: 'Special requests',
  optional: '(optional)',
  confirm: 'Confirm booking',
  confirmedTitle: 'Booking confirmed',
  confirmedSummary: '{name}, party of {party}, on {date} at {time}. Reference {reference}.',
  confirmedDefault: 'Thank you. Your table is booked and the venue has your details.',
  guaranteeNeeded:
    'The venue asks for a card to guarantee this booking. Nothing is taken now; a fee of up to {amount} may be charged only if you do not come. The link is in your email too.',
  guaranteeAction: 'Add a card to guarantee your booking',
  depositNeeded:
    'The venue asks for a deposit of {amount} to confirm this booking. Pay it with the link below; it is in your email too.',
  depositCancelAfter: 'A booking whose deposit is not paid within {minutes} minutes is cancelled.',
  depositAction: 'Pay the deposit',
  bookAnother: 'Make another booking',
  errorSummary: 'There is a problem',
  taken: 'That time was just taken. Please choose another time.',
  failed: 'We could not take this booking: {reason}',
  serverError: 'Something went wrong on our side and nothing was booked. Please try again later.',
  rateLimited: 'Too many requests. Please try again later.',
  rejected: 'Your request could not be accepted. Please try again.',
  tooFast: 'The form was sent too quickly. Please check your details and send it again.',
  expired: 'This form has expired. Please check your details and send it again.',
  honeypot: 'Leave this field empty',
  errFirstName: 'Enter your first name',
  errTooLong: '{field} cannot exceed {max} characters',
  alreadySent: 'This form was already sent. Check the details below and send it again if you need to.',
  limitReached:
    "You have reached today's limit of online bookings at this venue. Please contact the venue directly.",
  errNul: 'The field {field} contains a character that cannot be accepted (NUL). Remove it and try again.',
  errContact: 'Enter an email address or a mobile number',
  errEmail: 'Enter a valid email address, like name@example.com',
  errPhone: 'Enter a valid mobile number (digits, spaces, + and - only)',
  errDate: 'Enter a date',
  errDateRange: 'Choose a date from {from} to {to}',
  errParty: 'Choose from {min} to {max} guests',
  errTime: 'Choose one of the available times',
  promoCode: 'Promo code',
  promoApplied: 'Promo code {code}: {discount} off.',
  errPromoFormat: 'Enter the code as given: 3 to 32 letters, digits, - or _',
  promoUnknown: 'There is no promo code {code}. Check it, or book without it.',
  promoInactive: 'Promo code {code} cannot be used on this date.',
  promoCombine: 'Promo code {code} cannot be used with the other codes.',
  promoUsedUp: 'Promo code {code} has no uses left.',
  promoGuestUsedUp: 'You have already used promo code {code} as often as it allows.',
  errPreferredTime: 'Enter a time like 19:30, or leave it empty',
  waitlistOffer: 'Join the waitlist',
  waitlistIntro: 'Leave your details and the venue will contact you if a table frees up on {date}.',
  preferredTime: 'Preferred time',
  waitlistJoin: 'Join the waitlist',
  waitlistJoinedTitle: 'You are on the waitlist',
  waitlistJoinedBody: '{name}, party of {party}, on {date}. The venue will contact you if a table frees up.',
  waitlistFull: 'The waitlist for {date} is full.',
  waitlistClosed: 'This venue does not take waitlist requests online.',
  eventWhen: '{date} at {time}',
  eventPlacesLeft: '{n} places left',
  eventNone: 'No event is open for booking at the moment.',
  eventFull: 'Sorry, the event is full: only {n} places are left.',
  eventPast: 'This event has already taken place.',
  eventBook: 'Book the event',
  eventConfirmedTitle: 'Event booking confirmed',
  embedFrameTitle: 'Booking widget of {venue}',
  poweredBy: 'Booking for {venue}',
  guestHtmlTitle: 'Your booking at {venue}',
  guestTitle: 'Your booking',
  guestSummary: '{name}, party of {party}, on {date} at {time}, at {venue}. Reference {reference}.',
  guestContact: 'To reach {venue}, call {phone}.',
  guestCancelled: 'This booking is cancelled, so it cannot be changed online.',
  guestOver: 'Your visit has already started or is over, so this booking can no longer be changed online.',
  guestPast: 'The time of this booking has passed, so it can no longer be changed online.',
  cancelTitle: 'Cancel your booking',
  cancelIntro: 'If you cannot come, cancel here so the venue can offer the table to someone else.',
  cancelButton: 'Cancel this booking',
  cancelDoneTitle: 'Booking cancelled',
  cancelDoneBody: 'Your booking is cancelled and the venue has been told.',
  modifyTitle: 'Change your booking',
  modifyHow: 'To change the date, time or party size, cancel this booking and book again.',
  bookAgain: 'Book again',
  modifyIntro: 'Choose a new date and party size to see the times free, then the new time.',
  modifyButton: 'Move my booking',
  modifyDoneTitle: 'Booking changed',
  modifyDoneBody: 'Your booking is changed and the venue has been told.',
  arrivedTitle: 'Confirm you are coming',
  arrivedIntro: 'Let the venue know you are coming.',
  arrivedButton: 'I am coming',
  arrivedDoneTitle: 'Thank you',
  arrivedDoneBody: 'The venue knows you are coming.',
  arrivedAlready: 'You have already confirmed this booking. The venue knows you are coming.',
  linkUnavailable: 'This link is not available yet for {venue}. Please contact the venue directly.',
  // Guest requests (issue 30): "write to us" from the widget and from a booking's guest links.
  requestTitle: 'Write to us',
  requestIntro:
    'Ask for a booking we cannot confirm online (a larger party, a closed time), a change, a refund, or anything else: the venue answers you by email or SMS.',
  requestLinkIntro:
    'Ask for a change to this booking, a refund, or anything else: the venue answers you by email or SMS.',
  requestKind: 'What is it about?',
  requestKindReservation: 'A booking request',
  requestKindChange: 'A change to my booking',
  requestKindCancellation: 'Cancelling my booking',
  requestKindRefund: 'A refund',
  requestKindEnquiry: 'A question',
  requestMessage: 'Your message',
  requestButton: 'Send',
  requestSentTitle: 'Your message was sent',
  requestSentBody: 'Thank you. The venue will answer you by email or SMS.',
  requestLink: 'Write to us or request a change',
  errMessage: 'Write your message (at most 4000 characters).',
  errKind: 'Choose what your message is about.',
  errRequestBooking: 'A booking request needs a date, a time and a party size.',
};

export type WidgetTextKey = keyof typeof en;

const fr: Record<WidgetTextKey, string> = {
  htmlTitle: 'Réserver une table chez {venue}',
  title: 'Réserver une table',
  eventTitle: "Réserver l'événement",
  waitlistTitle: "S'inscrire sur la liste d'attente",
  notFound: "Cette page de réservation n'existe pas. Veuillez vérifier le lien.",
  disabled:
    "{venue} ne prend pas de réservations en ligne pour le moment. Veuillez contacter l'établissement directement.",
  stepSearch: '1. Date et nombre de personnes',
  stepTimes: '2. Choisissez un horaire',
  stepDetails: '3. Vos coordonnées',
  date: 'Date',
  dateHint: 'Choisissez une date du {from} au {to}.',
  party: 'Nombre de personnes',
  partyOption: '{n} personnes',
  partyOptionOne: '1 personne',
  showTimes: 'Voir les horaires disponibles',
  timesFor: 'Horaires pour {party} le {date}',
  timeLegend: 'Horaires disponibles',
  noTimes:
    "Aucune table n'est libre pour {party} le {date}. Essayez une autre date ou un autre nombre de personnes.",
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Numéro de mobile',
  email: 'Adresse e-mail',
  contactHint:
    "Indiquez une adresse e-mail ou un numéro de mobile pour que l'établissement puisse vous joindre.",
  specialRequests: 'Demandes particulières',
  optional: '(facultatif)',
  confirm: 'Confirmer la réservation',
  confirmedTitle: 'Réservation confirmée',
  confirmedSummary: '{name}, {party}, le {date} à {time}. Référence {reference}.',
  confirmedDefault: "Merci. Votre table est réservée et l'établissement a vos coordonnées.",
  guaranteeNeeded:
    "L'établissement demande une carte pour garantir cette réservation. Rien n'est débité maintenant ; des frais d'au plus {amount} peuvent être prélevés uniquement si vous ne venez pas. Le lien est aussi dans votre e-mail.",
  guaranteeAction: 'Ajouter une carte pour garantir votre réservation',
  depositNeeded:
    "L'établissement demande un acompte de {amount} pour confirmer cette réservation. Réglez-le avec le lien ci-dessous ; il est aussi dans votre e-mail.",
  depositCancelAfter:
    "Une réservation dont l'acompte n'est pas réglé dans les {minutes} minutes est annulée.",
  depositAction: "Régler l'acompte",
  bookAnother: 'Faire une autre réservation',
  errorSummary: 'Il y a un problème',
  taken: "Cet horaire vient d'être pris. Veuillez en choisir un autre.",
  failed: "Nous n'avons pas pu prendre cette réservation : {reason}",
  serverError:
    "Une erreur s'est produite de notre côté et rien n'a été réservé. Veuillez réessayer plus tard.",
  rateLimited: 'Trop de demandes. Veuillez réessayer plus tard.',
  rejected: "Votre demande n'a pas pu être acceptée. Veuillez réessayer.",
  tooFast: 'Le formulaire a été envoyé trop vite. Vérifiez vos coordonnées et envoyez-le de nouveau.',
  expired: 'Ce formulaire a expiré. Vérifiez vos coordonnées et envoyez-le de nouveau.',
  honeypot: 'Laissez ce champ vide',
  errFirstName: 'Indiquez votre prénom',
  errTooLong: '{field} ne peut pas dépasser {max} caractères',
  alreadySent:
    'Ce formulaire a déjà été envoyé. Vérifiez les informations ci-dessous et renvoyez-le si nécessaire.',
  limitReached:
    "Vous avez atteint la limite de réservations en ligne pour aujourd'hui dans cet établissement. Veuillez contacter l'établissement directement.",
  errNul:
    'Le champ {field} contient un caractère qui ne peut pas être accepté (NUL). Supprimez-le et réessayez.',
  errContact: 'Indiquez une adresse e-mail ou un numéro de mobile',
  errEmail: 'Indiquez une adresse e-mail valide, comme nom@exemple.fr',
  errPhone: 'Indiquez un numéro de mobile valide (chiffres, espaces, + et - uniquement)',
  errDate: 'Indiquez une date',
  errDateRange: 'Choisissez une date du {from} au {to}',
  errParty: 'Choisissez de {min} à {max} personnes',
  errTime: "Choisissez l'un des horaires disponibles",
  promoCode: 'Code promo',
  promoApplied: 'Code promo {code} : {discount} de remise.',
  errPromoFormat: 'Saisissez le code tel quel : 3 à 32 lettres, chiffres, - ou _',
  promoUnknown: "Le code promo {code} n'existe pas. Vérifiez-le, ou réservez sans code.",
  promoInactive: 'Le code promo {code} ne peut pas être utilisé à cette date.',
  promoCombine: 'Le code promo {code} ne peut pas être utilisé avec les autres codes.',
  promoUsedUp: "Le code promo {code} n'a plus d'utilisations.",
  promoGuestUsedUp: 'Vous avez déjà utilisé le code promo {code} autant de fois que possible.',
  errPreferredTime: 'Indiquez une heure comme 19:30, ou laissez le champ vide',
  waitlistOffer: "S'inscrire sur la liste d'attente",
  waitlistIntro:
    "Laissez vos coordonnées et l'établissement vous contactera si une table se libère le {date}.",
  preferredTime: 'Heure souhaitée',
  waitlistJoin: "M'inscrire sur la liste d'attente",
  waitlistJoinedTitle: "Vous êtes sur la liste d'attente",
  waitlistJoinedBody: "{name}, {party}, le {date}. L'établissement vous contactera si une table se libère.",
  waitlistFull: "La liste d'attente du {date} est complète.",
  waitlistClosed: "Cet établissement ne prend pas d'inscriptions en ligne sur liste d'attente.",
  eventWhen: '{date} à {time}',
  eventPlacesLeft: '{n} places restantes',
  eventNone: "Aucun événement n'est ouvert à la réservation pour le moment.",
  eventFull: "Désolé, l'événement est complet : il ne reste que {n} places.",
  eventPast: 'Cet événement a déjà eu lieu.',
  eventBook: "Réserver l'événement",
  eventConfirmedTitle: "Réservation de l'événement confirmée",
  embedFrameTitle: 'Module de réservation de {venue}',
  poweredBy: 'Réservation pour {venue}',
  guestHtmlTitle: 'Votre réservation chez {venue}',
  guestTitle: 'Votre réservation',
  guestSummary: '{name}, {party}, le {date} à {time}, chez {venue}. Référence {reference}.',
  guestContact: 'Pour joindre {venue}, appelez le {phone}.',
  guestCancelled: 'Cette réservation est annulée : elle ne peut plus être modifiée en ligne.',
  guestOver:
    'Votre visite a déjà commencé ou est terminée : cette réservation ne peut plus être modifiée en ligne.',
  guestPast: "L'heure de cette réservation est passée : elle ne peut plus être modifiée en ligne.",
  cancelTitle: 'Annuler votre réservation',
  cancelIntro:
    "Si vous ne pouvez pas venir, annulez ici pour que l'établissement puisse proposer la table à quelqu'un d'autre.",
  cancelButton: 'Annuler cette réservation',
  cancelDoneTitle: 'Réservation annulée',
  cancelDoneBody: "Votre réservation est annulée et l'établissement a été prévenu.",
  modifyTitle: 'Modifier votre réservation',
  modifyHow:
    "Pour changer la date, l'horaire ou le nombre de personnes, annulez cette réservation et réservez de nouveau.",
  bookAgain: 'Réserver de nouveau',
  modifyIntro:
    'Choisissez une nouvelle date et un nombre de personnes pour voir les horaires libres, puis le nouvel horaire.',
  modifyButton: 'Déplacer ma réservation',
  modifyDoneTitle: 'Réservation modifiée',
  modifyDoneBody: "Votre réservation est modifiée et l'établissement a été prévenu.",
  arrivedTitle: 'Confirmez votre venue',
  arrivedIntro: "Indiquez à l'établissement que vous venez.",
  arrivedButton: 'Je confirme ma venue',
  arrivedDoneTitle: 'Merci',
  arrivedDoneBody: "L'établissement sait que vous venez.",
  arrivedAlready: "Vous avez déjà confirmé cette réservation. L'établissement sait que vous venez.",
  linkUnavailable:
    "Ce lien n'est pas encore disponible pour {venue}. Veuillez contacter l'établissement directement.",
  requestTitle: 'Nous écrire',
  requestIntro:
    'Demandez une réservation que nous ne pouvons pas confirmer en ligne (un grand groupe, un horaire fermé), une modification, un remboursement ou autre chose : l’établissement vous répond par e-mail ou SMS.',
  requestLinkIntro:
    'Demandez une modification de cette réservation, un remboursement ou autre chose : l’établissement vous répond par e-mail ou SMS.',
  requestKind: 'De quoi s’agit-il ?',
  requestKindReservation: 'Une demande de réservation',
  requestKindChange: 'Une modification de ma réservation',
  requestKindCancellation: 'L’annulation de ma réservation',
  requestKindRefund: 'Un remboursement',
  requestKindEnquiry: 'Une question',
  requestMessage: 'Votre message',
  requestButton: 'Envoyer',
  requestSentTitle: 'Votre message a été envoyé',
  requestSentBody: 'Merci. L’établissement vous répondra par e-mail ou SMS.',
  requestLink: 'Nous écrire ou demander une modification',
  errMessage: 'Écrivez votre message (4000 caractères au plus).',
  errKind: 'Choisissez l’objet de votre message.',
  errRequestBooking: 'Une demande de réservation nécessite une date, une heure et un nombre de personnes.',
};

export const WIDGET_TEXTS: Record<WidgetLanguage, Record<WidgetTextKey, string>> = { en, fr };

export function isWidgetLanguage(value: unknown): value is WidgetLanguage {
  return typeof value === 'string' && (WIDGET_LANGUAGES as readonly string[]).includes(value);
}

/** One text in the language with its `{name}` placeholders filled. */
export function widgetText(
  lang: WidgetLanguage,
  key: WidgetTextKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return WIDGET_TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** "1 guest" / "4 guests" in the language. */
export function partyText(lang: WidgetLanguage, n: number): string {
  return n === 1 ? widgetText(lang, 'partyOptionOne') : widgetText(lang, 'partyOption', { n });
}

/**
 * A venue-local YYYY-MM-DD as guests read it in the language: the console's long date (spec §9,
 * "1st March 2025"; French "1er mars 2025") with its weekday — "Saturday 6th March 2027".
 */
export function widgetLongDate(lang: WidgetLanguage, date: string): string {
  try {
    return formatLongDate(date, lang, { weekday: true });
  } catch {
    return date;
  }
}
