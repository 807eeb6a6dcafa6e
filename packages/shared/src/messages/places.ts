/** Places, the place picker and distance search (docs/domain.md#places). */
export const placesMessages = {
  unknownPlace: 'Choose a place from the list',
  placeCityMismatch: 'The place you chose is not in the city of the listing',
  latLonTogether: 'Give both latitude and longitude, or neither',
  outsideBangladesh: 'The position must be in Bangladesh',
  radiusRange: 'The distance must be a whole number of kilometres from 1 to 200',
  distanceNeedsCentre: 'Sorting by distance needs a place or your position',
  nearAndPosition: 'Give a place or a position, not both',
  pickerLabel: 'Place',
  pickerPlaceholder: 'Type an area, town or city',
  pickerHint: 'An area or town; its city is filled in below.',
  pickerNoMatch: 'No place matches',
  withinLabel: 'Within',
  kmOf: 'km of',
  distanceLegend: 'Distance',
  nearMe: 'Near me',
  forgetPosition: 'Forget my position',
  locating: 'Finding you…',
  geolocationRefused:
    'We could not read your position: allow location for this site, or choose a place.',
  geolocationUnavailable: 'This browser cannot share its position: choose a place instead.',
  myPosition: 'your position',
} as const;
