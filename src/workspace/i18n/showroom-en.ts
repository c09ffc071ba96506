/** The showroom hours page's English copy (spread into en.ts); the week's own words are the hours editor's (contact-en.ts). */
export const showroomEn = {
  'shell.showroomHours': 'Showroom hours',
  'showroom.title': 'Showroom hours',
  'showroom.back': 'Back to money and rules',
  'showroom.intro':
    "Each day's opening and closing time in {dealer}'s own time zone ({zone}). Shoppers can book a test drive or a delivery only inside these hours; a visit must end by closing time.",
  'showroom.link': 'Showroom hours: when shoppers can book a visit',
};
