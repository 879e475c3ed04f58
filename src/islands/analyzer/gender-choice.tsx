import { useStore } from "@nanostores/react";
import { CircleAlert } from "lucide-react";
import type { RefObject } from "react";
import type { Gender } from "../../data/face-shapes";
import { chooseGender } from "../../stores/analyzer/choices";
import { $gender, $genderMissing } from "../../stores/analyzer/state";
import { GENDER_CHOICE, GENDER_HELP, GENDER_MISSING } from "../../text/analyzer";

const GENDERS: readonly Gender[] = ["male", "female"];

/**
 * Male or female, which picks the face-shape model and the catalogue: two toggle buttons with what
 * the choice is for, marked (and said where focus lands) when the visitor analyzes without one.
 */
export function GenderChoice({ firstRef }: { firstRef: RefObject<HTMLButtonElement> }) {
  const gender = useStore($gender);
  const genderMissing = useStore($genderMissing);
  return (
    <div
      role="group"
      aria-labelledby="gender-label"
      aria-describedby={genderMissing ? "gender-help gender-missing" : "gender-help"}
      data-invalid={genderMissing}
      // Brought into view with room below it when a photo is picked (upload-panel.tsx).
      className="scroll-mb-4"
    >
      <p id="gender-label" className="text-sm font-semibold">
        {GENDER_CHOICE.label}
      </p>
      <p id="gender-help" className="text-sm text-muted">
        {GENDER_HELP}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {GENDERS.map((id, index) => (
          <button
            key={id}
            ref={index === 0 ? firstRef : undefined}
            type="button"
            aria-pressed={gender === id}
            // Said where focus lands, as well as on the group: not every screen reader reads a group's description.
            aria-describedby={genderMissing ? "gender-missing" : undefined}
            onClick={() => chooseGender(id)}
            className={`rounded-xl border bg-card px-4 py-2.5 font-semibold hover:bg-surface aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-soft-ink ${genderMissing ? "border-danger ring-1 ring-danger" : "border-line"}`}
          >
            {GENDER_CHOICE[id]}
          </button>
        ))}
      </div>
      {genderMissing && (
        <p id="gender-missing" className="mt-2 flex gap-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {GENDER_MISSING}
        </p>
      )}
    </div>
  );
}
