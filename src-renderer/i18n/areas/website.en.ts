// Settings › Website (the widget settings and template screens), English.
export const websiteEn = {
  title: 'Website',
};
