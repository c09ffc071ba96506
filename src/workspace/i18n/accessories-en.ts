/** The accessory catalogue's English copy (spread into en.ts). `field.*` names it in the history and the audit log. */
import {
  ACCESSORIES_MAX_MESSAGE,
  ACCESSORY_CATEGORY_MESSAGE,
  ACCESSORY_DESCRIPTION_MESSAGE,
  ACCESSORY_FITS_MESSAGE,
  ACCESSORY_NAME_MESSAGE,
  ACCESSORY_PRICE_MESSAGE,
} from '../../contract/workspace-dealer-accessories.ts';

export const accessoriesEn = {
  'audit.action.dealerAccessories': 'Changed the accessory catalogue',

  'server.accessoryPrice': ACCESSORY_PRICE_MESSAGE,
  'server.accessoryName': ACCESSORY_NAME_MESSAGE,
  'server.accessoryDescription': ACCESSORY_DESCRIPTION_MESSAGE,
  'server.accessoryCategory': ACCESSORY_CATEGORY_MESSAGE,
  'server.accessoryFits': ACCESSORY_FITS_MESSAGE,
  'server.accessoriesMax': ACCESSORIES_MAX_MESSAGE,
  'server.noSuchAccessory': 'No such accessory',

  'accessories.title': 'Accessory catalogue',
  'accessories.intro':
    "{dealer}'s accessories, offered in the deal's accessories step for the vehicles each fits. A retired accessory leaves the shoppers' catalogue; deals that saved it keep it at its price.",
  'accessories.item': 'Accessory {number}',
  'accessories.name': 'Name',
  'accessories.category': 'Category',
  'accessories.price': 'Price installed ($)',
  'accessories.priceHint': 'Added to the vehicle’s selling price, from 0.01 to 25,000.',
  'accessories.description': 'Description',
  'accessories.fits': 'Fits',
  'accessories.fitsHint':
    'One vehicle a line, make / model as your inventory spells them. * for any: “Toyota / *” fits every Toyota, “*” every vehicle.',
  'accessories.retired': 'Retired',
  'accessories.add': 'Add an accessory',
  'accessories.none': 'No accessories yet.',
  'accessories.save': 'Save accessory catalogue',
  'accessories.saved': 'Saved.',
  'accessories.category.INTERIOR': 'Interior',
  'accessories.category.EXTERIOR': 'Exterior',
  'accessories.category.CARGO': 'Cargo',
  'accessories.category.TOWING': 'Towing',
  'accessories.category.WHEELS': 'Wheels',
  'accessories.category.TECHNOLOGY': 'Technology',
  'field.accessories': 'Accessory catalogue',
};
