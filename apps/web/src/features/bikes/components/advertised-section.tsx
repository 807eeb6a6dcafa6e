/**
 * Slot for the home page's "Advertised items" section (SPEC §1, §2): renders nothing until it
 * has bikes to show.
 * TODO(issue 4): fetch GET /bikes/advertised and render the advertised bike cards here.
 */
export function AdvertisedSection() {
  return null;
}
