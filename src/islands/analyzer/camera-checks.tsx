import { Camera, Check, CircleDashed, X } from "lucide-react";
import { useId } from "react";
import type { Gate } from "../../lib/camera/capture-gates";
import { takePhotoAnyway } from "../../stores/analyzer/guided-camera";
import { CAMERA_SAYS, CAMERA_VIEW, GATE_LABELS, GATE_STATE_WORDS, stillOffNote } from "../../text/camera";

/** Each check with its mark: met, not met, or waiting (a check that cannot be read yet). */
export function CaptureChecks({ gates }: { gates: readonly Gate[] | null }) {
  return (
    <ul aria-label={CAMERA_VIEW.checks} className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
      {(gates ?? []).map((gate) => (
        <li
          key={gate.id}
          data-gate={gate.id}
          data-state={gate.state}
          className={`flex items-center gap-2 rounded-lg border px-3 py-2 ${
            gate.state === "met"
              ? "border-success bg-card font-medium"
              : gate.state === "waiting"
                ? "border-dashed border-line bg-surface text-muted"
                : "border-line bg-surface"
          }`}
        >
          {gate.state === "met" ? (
            <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
          ) : gate.state === "waiting" ? (
            <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-muted" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0 text-muted" />
          )}
          <span>
            {GATE_LABELS[gate.id]}
            <span className="sr-only">{GATE_STATE_WORDS[gate.state]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The manual shutter, offered once the checks have stayed off for a while: which are still off,
 * and a button that takes the photos anyway (once a catalogue is chosen).
 */
export function ManualShutter({ gates, ready }: { gates: readonly Gate[]; ready: boolean }) {
  const stillOffId = useId();
  return (
    <div className="flex flex-col items-center gap-2 text-center" data-testid="manual-shutter">
      <p id={stillOffId} className="text-sm text-muted">
        {stillOffNote(gates)}
        {ready ? "" : CAMERA_SAYS.chooseGenderFirst}
      </p>
      <button
        type="button"
        className="btn-primary"
        onClick={takePhotoAnyway}
        disabled={!ready}
        aria-describedby={stillOffId}
      >
        <Camera aria-hidden="true" className="size-4" />
        {CAMERA_VIEW.takeAnyway}
      </button>
    </div>
  );
}
