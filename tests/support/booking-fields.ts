/**
 * Test fixture: the fields a booking cannot go without, all but its day and time (the tests give
 * those, as the case needs). Only tests use it.
 */
export const BOOKING_BUT_WHEN = {
  firstName: "A",
  lastName: "B",
  email: "a@b.nz",
  phone: "021 123 4567",
  service: "Other",
  location: "auckland",
};
