// Settings › General › Venue: the four groups of venue settings, English.
export const venueSettingsEn = {};
