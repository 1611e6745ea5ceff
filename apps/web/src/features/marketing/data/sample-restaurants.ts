/** One partner venue on the static discounts page (docs/product.md, "Marketing pages"). */
export interface SampleRestaurant {
  id: string;
  name: string;
  type: string;
  discount: string;
  address: string;
  rating: number;
  hours: string;
  /** An emoji standing in for a photo: decorative, so it is hidden from screen readers. */
  image: string;
  description: string;
}

/** Sample partner venues: fixed content that shows members the kind of perks on offer. */
export const SAMPLE_RESTAURANTS: readonly SampleRestaurant[] = [
  {
    id: 'harbor-oyster-bar',
    name: 'Harbor Oyster Bar',
    type: 'Seafood',
    discount: '20% off food',
    address: '12 Custom House Wharf, Portland, ME',
    rating: 4.8,
    hours: 'Daily 11:30 AM - 10:00 PM',
    image: '🦪',
    description: 'Maine oysters shucked to order and a wharf-side patio over the working harbor.',
  },
  {
    id: 'old-port-pizza',
    name: 'Old Port Pizza Co.',
    type: 'Pizza',
    discount: 'Free slice with any drink',
    address: '45 Exchange St, Portland, ME',
    rating: 4.5,
    hours: 'Daily 11:00 AM - 2:00 AM',
    image: '🍕',
    description: 'New York-style slices until 2 AM, the after-shift stop for half the Old Port.',
  },
  {
    id: 'munjoy-hill-coffee',
    name: 'Munjoy Hill Coffee',
    type: 'Cafe',
    discount: '15% off all drinks',
    address: '88 Congress St, Portland, ME',
    rating: 4.7,
    hours: 'Mon-Sat 6:30 AM - 4:00 PM',
    image: '☕',
    description: 'Locally roasted espresso and fresh pastries at the top of the hill.',
  },
  {
    id: 'east-end-taqueria',
    name: 'East End Taqueria',
    type: 'Mexican',
    discount: 'Free chips & salsa',
    address: '21 Washington Ave, Portland, ME',
    rating: 4.6,
    hours: 'Tue-Sun 11:00 AM - 11:00 PM',
    image: '🌮',
    description: 'Hand-pressed tortillas, slow-braised carnitas and a late-night window.',
  },
  {
    id: 'fore-street-brewing',
    name: 'Fore Street Brewing',
    type: 'Brewery',
    discount: '$2 off pints',
    address: '150 Fore St, Portland, ME',
    rating: 4.4,
    hours: 'Daily 12:00 PM - 12:00 AM',
    image: '🍺',
    description: 'Small-batch ales brewed on site, with a rotating food truck out back.',
  },
  {
    id: 'casco-bay-noodle',
    name: 'Casco Bay Noodle House',
    type: 'Asian',
    discount: '10% off your bill',
    address: '301 Forest Ave, Portland, ME',
    rating: 4.5,
    hours: 'Daily 11:00 AM - 10:00 PM',
    image: '🍜',
    description: 'Hand-pulled noodles and rich broths, built for cold Maine nights.',
  },
  {
    id: 'west-end-bakery',
    name: 'West End Bakery',
    type: 'Bakery',
    discount: 'Free coffee with a pastry',
    address: '62 Pine St, Portland, ME',
    rating: 4.9,
    hours: 'Wed-Sun 7:00 AM - 2:00 PM',
    image: '🥐',
    description: 'Croissants, sourdough and morning buns baked before sunrise every day.',
  },
  {
    id: 'back-cove-burger',
    name: 'Back Cove Burger',
    type: 'American',
    discount: 'Free fries with any burger',
    address: '415 Forest Ave, Portland, ME',
    rating: 4.3,
    hours: 'Daily 11:00 AM - 9:00 PM',
    image: '🍔',
    description: 'Smash burgers from local beef, thick shakes and a view of the cove trail.',
  },
];
