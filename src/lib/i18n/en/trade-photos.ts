/**
 * The trade photos page's copy (src/features/trade/photos-page.tsx): seven guided slots, each with an example
 * and a tip. Its refusals are the contract's (contract/uploads.ts), which the server answers with too.
 */
import { photoSlotNamesEn as photoSlotNames } from '../upload-names.ts';
import { PHOTO_TOO_LARGE, PHOTO_TYPE } from '../../../contract/uploads.ts';

export const tradePhotos = {
  'trade.photos.heading': 'Photos of your vehicle',
  'trade.photos.add': 'Add photos',
  'trade.photos.change': 'Change photos',
  'trade.photos.provided': 'Photos',
  'trade.photos.none': 'None yet',
  'trade.photos.some': '{count} of {total}',
  'trade.photos.why': 'Photos let the dealer stand behind your offer before you visit.',
  'trade.review.confirmed': 'The dealer looked at your photos and stands behind this offer.',
  'trade.review.countered': 'The dealer looked at your vehicle and changed the offer to the one shown here.',
  'trade.review.note': 'From the dealer: “{note}”',
  'trade.photos.lead':
    'Add up to 7 photos of your {vehicle}. The dealer looks at them beside your offer, then confirms it or tells you what changes.',
  'trade.photos.loading': 'Loading your photos…',
  'trade.photos.count': '{count} of {total} photos added',
  'trade.photos.noTrade': 'Value your trade first, then add its photos.',
  'trade.photos.valueFirst': 'Value your trade',
  'trade.photos.toOffer': 'Back to your offer',
  'trade.photos.optional': '(if any)',
  ...photoSlotNames,
  'trade.photos.tip.front': 'Stand a few steps back so the whole front, headlights and plate are in view.',
  'trade.photos.tip.rear': 'The whole rear, taillights and plate in view.',
  'trade.photos.tip.driverSide': 'From the driver’s side, both wheels in view.',
  'trade.photos.tip.passengerSide': 'From the passenger’s side, both wheels in view.',
  'trade.photos.tip.interior': 'From the open driver’s door: seats, dashboard and steering wheel.',
  'trade.photos.tip.odometer': 'With the engine on, so the miles can be read.',
  'trade.photos.tip.damage': 'Close up on a dent, scratch or crack. Skip it if there is none.',
  'trade.photos.example': 'Example: {slot}',
  'trade.photos.alt': 'Your photo: {slot}',
  'trade.photos.take': 'Take a photo',
  'trade.photos.choose': 'Choose a photo',
  'trade.photos.replace': 'Replace',
  'trade.photos.remove': 'Remove',
  'trade.photos.moveUp': 'Move up',
  'trade.photos.moveDown': 'Move down',
  'trade.photos.moveTo': 'from {from} to {to}',
  'trade.photos.dismiss': 'Dismiss',
  'trade.photos.sending': 'Sending the {slot} photo',
  'trade.photos.added': '{slot} photo added.',
  'trade.photos.removed': '{slot} photo removed.',
  'trade.photos.moved': 'Photo moved from {from} to {to}.',
  'trade.photos.tooLarge': PHOTO_TOO_LARGE,
  'trade.photos.type': PHOTO_TYPE,
};
