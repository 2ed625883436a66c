import { foldText } from "../../rules/text";

interface Props {
  /** Languages spoken at listed practices (ListingsReader.languages), as the code provides them. */
  languages: readonly string[];
  /** Ticked when the page loads; the boxes are part of a GET form (lang=…, repeated). */
  chosen: readonly string[];
  idPrefix: string;
  className?: string;
}

/**
 * "Languages spoken": one checkbox per language, every one ticked must be spoken (compare, issue 38
 * item 6; the directory's filter bar has the same boxes). A language from a link that no listing
 * speaks is still shown, ticked, so the filter that emptied the list can be seen and unticked.
 */
export function LanguageFilterFieldset({ languages, chosen, idPrefix, className = "" }: Props) {
  const known = (language: string) => languages.some((l) => foldText(l) === foldText(language));
  const options = [...languages, ...chosen.filter((l) => !known(l))];
  if (options.length === 0) return null;
  const isChosen = (language: string) => chosen.some((l) => foldText(l) === foldText(language));
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="field-label">Languages spoken</legend>
      <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
        {options.map((language) => {
          const id = `${idPrefix}-${language}`.replace(/[^\w-]/g, "-");
          return (
            <div key={language} className="flex items-center gap-2 text-sm">
              <input
                id={id}
                type="checkbox"
                name="lang"
                value={language}
                defaultChecked={isChosen(language)}
                className="h-4 w-4 accent-brand-700"
              />
              <label htmlFor={id} className="font-medium text-slate-900">
                {language}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
