// What a guest typed (their name, their special requests) goes into the venue's mails and texts.
// Mail and SMS apps turn anything that looks like an address into a link, so a booking form would
// let anyone send a link under the venue's name: in guest-written text, every "scheme://" becomes
// "scheme[:]//" and every dot inside a host-like word ("evil.example", "www.x.com") becomes "[.]",
// which reads the same to a person and is no link to any app. Other text is left as it is.

const SCHEME = /\b([a-z][a-z0-9+.-]{1,30}):\/\//gi;
/** A dotted word whose last part is two or more letters: what apps take for a host name. */
const HOST_LIKE = /[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*[a-z]/gi;

export function unlinkable(text: string): string {
  return text.replace(SCHEME, '$1[:]//').replace(HOST_LIKE, (host) => host.replaceAll('.', '[.]'));
}
