import type { AnyListing, EditedListing } from "../../../rules/api/listings-admin";
import { CITIES } from "../../../rules/listings/cities";
import { RECORDED_LANGUAGES } from "../../../rules/listings/languages";
import { SERVICE_NAMES } from "../../../rules/listings/services";
import { ChoiceList, Checkboxes, EditorSection, LinesField, SelectField, TextArea, TextField } from "./controls";
import { ClosuresField } from "./closures-field";
import { HoursEditor } from "./hours-editor";
import { NewPatientsFields } from "./new-patients-fields";
import { ACCESS_LABELS, FUNDING_LABELS } from "./tick-labels";

const PRICE_TIERS = [
  ["$", "$ (budget)"],
  ["$$", "$$ (mid-range)"],
  ["$$$", "$$$ (premium)"],
] as const;

/** The practice's facts: shared by every listing at the practice. */
function PracticeSection({ listing, isNew }: { listing: EditedListing; isNew: boolean }) {
  return (
    <EditorSection
      id="practice"
      title="Practice"
      lead="Shared by every listing at this practice: a change here shows on all of them."
    >
      <TextField name="practice" label="Practice name" defaultValue={listing.practice} />
      <TextField
        name="practiceId"
        label="Practice id"
        defaultValue={listing.practiceId}
        readOnly={!isNew}
        hint={isNew ? "An existing practice's id adds this listing to it; a new id makes a new practice." : undefined}
      />
      <TextField name="address" label="Street address" defaultValue={listing.address} className="sm:col-span-2" />
      <SelectField
        name="citySlug"
        label="City"
        defaultValue={listing.citySlug}
        options={[["", "Choose a city"], ...CITIES.map((c) => [c.slug, c.name] as const)]}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField name="lat" label="Latitude" inputMode="decimal" defaultValue={listing.lat} />
        <TextField name="lng" label="Longitude" inputMode="decimal" defaultValue={listing.lng} />
      </div>
      <TextField name="phone" label="Phone" type="tel" defaultValue={listing.phone} hint="e.g. (09) 555 0123" />
      <TextField name="email" label="E-mail" type="email" defaultValue={listing.email} />
      <TextField name="website" label="Website" type="url" defaultValue={listing.website} />
      <TextField name="bookingEmail" label="Booking requests go to" type="email" defaultValue={listing.bookingEmail} />
      <LinesField
        name="languages"
        label="Languages spoken"
        rows={2}
        items={listing.languages}
        hint={`One per line or separated by commas, e.g. English, Te reo Māori. The filter's names: ${RECORDED_LANGUAGES.join(", ")}; other names for these (NZSL, Gagana Samoa) are saved as these.`}
      />
      <Checkboxes legend="Access" name="access" labels={ACCESS_LABELS} checked={listing.access} />
      <ClosuresField closures={listing.closures} />
      <NewPatientsFields listing={listing} />
    </EditorSection>
  );
}

/** What the listing says about the dentist, surgeon or clinic itself. */
function OwnSection({ listing }: { listing: EditedListing }) {
  if (listing.kind === "emergency-clinic") {
    return (
      <EditorSection id="clinic" title="Emergency clinic">
        <TextField name="waitTime" label="Usual wait" defaultValue={listing.waitTime} hint="e.g. Under 30 minutes" />
        <LinesField name="services" label="Services" items={listing.services} />
      </EditorSection>
    );
  }
  const person = listing.kind === "dentist" ? "Dentist" : "Surgeon";
  return (
    <EditorSection id="person" title={person}>
      <TextField name="name" label="Name" defaultValue={listing.name} hint="e.g. Dr Aroha Ngata" />
      <TextField
        name="registrationNumber"
        label="Dental Council registration number"
        defaultValue={listing.registrationNumber}
      />
      <TextField name="experience" label="Experience" defaultValue={listing.experience} hint="e.g. 15 years" />
      <SelectField name="priceTier" label="Price tier" defaultValue={listing.priceTier} options={PRICE_TIERS} />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Rating and review count are not edited here: they are computed from verified reviews of visits booked through NZ
        Dental Directory.
      </p>
      <LinesField name="specialties" label="Specialties" items={listing.specialties} />
      <LinesField
        name="practitionerLanguages"
        label="Languages this practitioner speaks"
        rows={2}
        items={listing.practitionerLanguages ?? []}
        hint="Only where the practice says so; leave empty when the practice's languages say it all. Same names as above."
      />
      {listing.kind === "surgeon" && (
        <LinesField name="qualifications" label="Qualifications" items={listing.qualifications} />
      )}
      {listing.kind === "dentist" && (
        <>
          <TextField
            name="priceRange"
            label="Price range"
            defaultValue={listing.priceRange}
            hint="e.g. $120 – $250 per visit"
          />
          <TextArea
            name="description"
            label="Description"
            rows={5}
            defaultValue={listing.description}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <ChoiceList legend="Services" name="services" options={SERVICE_NAMES} chosen={listing.services} />
          </div>
          <Checkboxes legend="Paying for care" name="funding" labels={FUNDING_LABELS} checked={listing.funding} />
        </>
      )}
    </EditorSection>
  );
}

/** The listing's own record: its id, whether it is public, and when its details were checked. */
function ListingSection({ listing, isNew }: { listing: EditedListing; isNew: boolean }) {
  return (
    <EditorSection id="listing" title="Listing">
      <TextField
        name="id"
        label="Listing id"
        defaultValue={listing.id}
        readOnly={!isNew}
        hint={isNew ? "Lower-case letters, digits and hyphens; part of the page address." : "Part of the page address."}
      />
      <SelectField
        name="status"
        label="Status"
        defaultValue={listing.status}
        options={[
          ["draft", "Draft (not shown on the site)"],
          ["published", "Published"],
        ]}
      />
      <TextField name="checkedOn" label="Details checked on" type="date" defaultValue={listing.checkedOn} />
      <TextField name="source" label="Source of the details" defaultValue={listing.source} />
    </EditorSection>
  );
}

/** Every field of a listing, in the editor's order. */
export function ListingFields({ listing, isNew }: { listing: EditedListing | AnyListing; isNew: boolean }) {
  return (
    <div className="space-y-4">
      <OwnSection listing={listing} />
      <PracticeSection listing={listing} isNew={isNew} />
      <HoursEditor hours={listing.openingHours} />
      <ListingSection listing={listing} isNew={isNew} />
    </div>
  );
}
