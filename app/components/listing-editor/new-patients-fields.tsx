import type { EditedListing } from "../../../rules/api/listings-admin";
import { NEW_PATIENT_GROUPS } from "../../../rules/listings/new-patients";
import { NEW_PATIENT_LABELS } from "../../../rules/listings/new-patients-text";
import { SelectField, TextField } from "./controls";

/**
 * Who the practice is taking on (issue 37 item 1), in the operators' editor: each group "not said",
 * yes or no, with the date it was confirmed (the practice's own page confirms as of today; an
 * operator types the date the practice said it). Read back by read-listing.ts.
 */
export function NewPatientsFields({ listing }: { listing: EditedListing }) {
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-sm font-semibold">Who the practice is taking on (a yes counts for 30 days)</legend>
      {NEW_PATIENT_GROUPS.map((group) => {
        const fact = listing.newPatients[group];
        return (
          <div key={group} className="grid grid-cols-2 gap-3">
            <SelectField
              name={`newPatients.${group}.taking`}
              label={NEW_PATIENT_LABELS[group].label}
              defaultValue={fact ? (fact.taking ? "yes" : "no") : ""}
              options={[
                ["", "Not said"],
                ["yes", "Yes"],
                ["no", "No"],
              ]}
            />
            <TextField
              name={`newPatients.${group}.confirmedOn`}
              label={`${NEW_PATIENT_LABELS[group].label}: confirmed on`}
              type="date"
              defaultValue={fact?.confirmedOn ?? ""}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

/** The groups' answers from the editor's form: a group "not said" is left out. */
export function readNewPatients(form: FormData): EditedListing["newPatients"] {
  return Object.fromEntries(
    NEW_PATIENT_GROUPS.flatMap((group) => {
      const taking = String(form.get(`newPatients.${group}.taking`) ?? "");
      if (taking !== "yes" && taking !== "no") return [];
      const confirmedOn = String(form.get(`newPatients.${group}.confirmedOn`) ?? "").trim();
      return [[group, { taking: taking === "yes", confirmedOn }]];
    }),
  );
}
