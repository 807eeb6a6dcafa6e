/** The fields every valid listing has (Add a Product), for the schema tests to start from. */
export const validBike = {
  name: 'Trek Marlin 5',
  resalePrice: 350,
  originalPrice: 600,
  purchaseYear: 2021,
  mobile: '01712345678',
};
