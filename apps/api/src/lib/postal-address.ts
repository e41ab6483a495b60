/** The parts of a postal address a booking and an owner keep alike (db/columns.ts `postalAddress`). */
type PostalAddressRow = { address: string; address2: string; city: string; county: string; postCode: string };

/** A row's postal address as the contract names its parts. */
export const postalAddressOf = (row: PostalAddressRow) => ({
  address: row.address,
  address_2: row.address2,
  city: row.city,
  county: row.county,
  post_code: row.postCode,
});
