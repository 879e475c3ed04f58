/**
 * The analyzer session driven through its own actions, as the islands drive it, with a fake face
 * engine in place of the worker and fake decoded bitmaps in place of the browser's decoder
 * (tests/support/analyzer-session-setup.ts): choosing, analysing and combining photos, the
 * hairline, starting again. Each test reads what the islands would show from the session's stores.
 * The guided camera is in session-camera.test.ts.
 */
import { allTasks } from "nanostores";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { analyzeChosenPhoto, revealResults } from "./analyze-photo";
import { chooseGender, pickPhoto } from "./choices";
import { addPhoto, answerSamePerson, prepareToAddPhoto, removePhoto } from "./combined";
import { setForeheadScale } from "./hairline";
import {
  ANALYZER_TOASTS,
  outcomeToast,
  photoAdded,
  photoLeftOut,
  photoRefusal,
  photoRemoved,
  SAME_PHOTO_TOAST,
  UNDO_LABEL,
} from "../../text/analyzer";
import {
  afterAnalysis,
  analysed,
  engine,
  faceAnalysis,
  identities,
  ok,
  PERSON_B,
  photoFile,
  installSessionFakes,
} from "@tests/support/analyzer-session-setup";
import { startAgain } from "./start-again";
import {
  $addedAnalyses,
  $addedPhotoFiles,
  $addingPhoto,
  $addPhotoProblem,
  $analysesAsDetected,
  $analysesWithHairline,
  $combinedResult,
  $firstAnalysis,
  $firstPhoto,
  $firstWithHairline,
  $foreheadScale,
  $gender,
  $genderMissing,
  $photoProblem,
  $readingPhoto,
  $replacingFirstPhoto,
  $samePersonQuestion,
  $step,
} from "./state";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), message: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
// The session's one way to the engine (./engine.ts) imports this module: the fake stands in for it.
vi.mock(
  "../../lib/face-engine/face-engine",
  async () => (await import("@tests/support/analyzer-session-setup")).engine,
);

installSessionFakes();

describe("choosing and analysing a photo", () => {
  it("asks for a photo, then a gender, then analyses behind the overlay for as long as the engine takes", async () => {
    expect(await analyzeChosenPhoto()).toBe("choose-photo");

    const face = faceAnalysis(0);
    const file = photoFile("me.png", ok(face));
    expect(await pickPhoto(file)).toBe(true);
    expect($firstPhoto.get()?.file).toBe(file);
    expect($firstPhoto.get()?.url).toMatch(/^blob:/);
    await vi.waitFor(() => expect(engine.preloadFaceEngine).toHaveBeenCalledOnce());

    expect(await analyzeChosenPhoto()).toBe("choose-gender");
    expect($genderMissing.get()).toBe(true);
    chooseGender("female");
    expect($genderMissing.get()).toBe(false);

    const next = analyzeChosenPhoto();
    expect($step.get()).toBe("analyzing");
    // No minimum time: the landmark preview follows as soon as the engine has answered, no timer run.
    await allTasks();
    expect(await next).toBeNull();
    expect($step.get()).toBe("landmarks");
    expect($firstAnalysis.get()).toBe(face);
    expect($combinedResult.get()).toMatchObject({ count: 1, analysis: face });

    revealResults();
    expect($step.get()).toBe("results");
    expect(toast.success).toHaveBeenCalledWith(ANALYZER_TOASTS.complete.title, {
      description: ANALYZER_TOASTS.complete.description,
    });
  });

  it("waits for a photo still being read instead of asking for one", async () => {
    chooseGender("male");
    const face = faceAnalysis(0, "male");
    const picked = pickPhoto(photoFile("me.png", ok(face)));
    expect($readingPhoto.get()).not.toBeNull();
    const next = analyzeChosenPhoto();
    await picked;
    await afterAnalysis();
    expect(await next).toBeNull();
    expect($firstAnalysis.get()).toBe(face);
  });

  it("refuses a file that is not a photo beside the picker, keeping the photo chosen before", async () => {
    const file = photoFile("me.png", ok(faceAnalysis(0)));
    await pickPhoto(file);
    const notes = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(await pickPhoto(notes)).toBe(false);
    expect($photoProblem.get()).toEqual({ ...photoRefusal({ kind: "not-an-image" }), announce: true });
    expect($firstPhoto.get()?.file).toBe(file);
  });

  it("keeps the photo and says why when no face is found", async () => {
    chooseGender("female");
    await pickPhoto(photoFile("wall.png", { kind: "no-face" }));
    const next = analyzeChosenPhoto();
    await afterAnalysis();
    expect(await next).toBe("try-again");
    expect($step.get()).toBe("input");
    expect($firstAnalysis.get()).toBeNull();
    expect($firstPhoto.get()).not.toBeNull();
    const said = outcomeToast({ kind: "no-face" });
    // Said once: the note beside the picker announces itself; no toast repeats it.
    expect($photoProblem.get()).toEqual({ ...said, announce: true });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("combining photos", () => {
  it("adds a photo, refuses the same one twice, and removes each again", async () => {
    const one = faceAnalysis(0);
    const two = faceAnalysis(6);
    const firstFile = photoFile("one.png", ok(one));
    await analysed(firstFile);

    const secondFile = photoFile("two.png", ok(two));
    await addPhoto(secondFile);
    expect($analysesAsDetected.get()).toEqual([one, two]);
    expect($addedPhotoFiles.get().get(two)).toBe(secondFile);
    expect($combinedResult.get()?.count).toBe(2);
    expect(toast.success).toHaveBeenCalledWith(photoAdded(2).title, { description: photoAdded(2).description });
    expect($addingPhoto.get()).toBe(false);

    await addPhoto(photoFile("two-again.png", ok(faceAnalysis(6))));
    expect($addPhotoProblem.get()).toEqual({ ...SAME_PHOTO_TOAST, announce: true });
    expect($analysesAsDetected.get()).toHaveLength(2);

    expect(await removePhoto(two)).toBe(true);
    expect($analysesAsDetected.get()).toEqual([one]);
    expect($addedPhotoFiles.get().size).toBe(0);
    expect(toast.success).toHaveBeenCalledWith(photoRemoved(2).title, { description: photoRemoved(2).description });
  });

  it("lets photo 1 leave: the next photo takes its place and photo 1's memory is let go", async () => {
    const one = faceAnalysis(0);
    const two = faceAnalysis(6);
    const three = faceAnalysis(-6);
    await analysed(photoFile("one.png", ok(one)));
    const secondFile = photoFile("two.png", ok(two));
    await addPhoto(secondFile);
    await addPhoto(photoFile("three.png", ok(three)));
    const firstPhoto = $firstPhoto.get();
    const revoke = vi.spyOn(URL, "revokeObjectURL");

    expect(await removePhoto(one)).toBe(true);
    expect($firstAnalysis.get()).toBe(two);
    expect($addedAnalyses.get()).toEqual([three]);
    expect($firstPhoto.get()?.file).toBe(secondFile);
    expect($addedPhotoFiles.get().has(two)).toBe(false);
    expect(firstPhoto?.photo.bitmap.close).toHaveBeenCalled();
    expect(revoke).toHaveBeenCalledWith(firstPhoto?.url);
    expect($replacingFirstPhoto.get()).toBe(false);
  });
});

describe("the same-person check", () => {
  it("asks before combining a photo of someone else, and combines it only on yes", async () => {
    const one = faceAnalysis(0);
    const firstFile = photoFile("one.png", ok(one));
    await analysed(firstFile);
    const someoneElse = photoFile("someone-else.png", ok(faceAnalysis(6)));
    identities.set(someoneElse, PERSON_B);

    await addPhoto(someoneElse);
    expect($samePersonQuestion.get()).toMatchObject({ number: 2, verdict: "different", file: someoneElse });
    expect($analysesAsDetected.get()).toEqual([one]);
    expect(toast.success).not.toHaveBeenCalledWith(photoAdded(2).title, expect.anything());
    // Photo 1, measured before anything was added, was measured once more to say who it is.
    const asked = engine.analyzeFace.mock.calls.filter(([, options]) => options.identity === true);
    expect(asked).toHaveLength(2);

    answerSamePerson(false);
    expect($samePersonQuestion.get()).toBeNull();
    expect($analysesAsDetected.get()).toEqual([one]);
    expect(toast.message).toHaveBeenCalledWith(photoLeftOut(2).title, { description: photoLeftOut(2).description });

    const again = photoFile("someone-else-again.png", ok(faceAnalysis(-6)));
    identities.set(again, PERSON_B);
    await addPhoto(again);
    const question = $samePersonQuestion.get();
    answerSamePerson(true);
    expect($analysesAsDetected.get()).toEqual([one, question?.analysis]);
    expect($combinedResult.get()?.count).toBe(2);
    expect(toast.success).toHaveBeenCalledWith(photoAdded(2).title, { description: photoAdded(2).description });
    // Photo 1's identity was kept: it was not measured a third time.
    expect(engine.analyzeFace.mock.calls.filter(([, options]) => options.identity === true)).toHaveLength(3);
  });

  it("measures photo 1 again as the picker opens, once, so the added photo waits only for its own analysis", async () => {
    const firstFile = photoFile("one.png", ok(faceAnalysis(0)));
    await analysed(firstFile);
    const identityCalls = () => engine.analyzeFace.mock.calls.filter(([, options]) => options.identity === true);
    prepareToAddPhoto();
    prepareToAddPhoto();
    await allTasks();
    await vi.advanceTimersByTimeAsync(0);
    expect(identityCalls()).toHaveLength(1);
    await addPhoto(photoFile("two.png", ok(faceAnalysis(6))));
    expect(identityCalls()).toHaveLength(2);
    expect($analysesAsDetected.get()).toHaveLength(2);
  });

  it("adds a photo of the same face without asking", async () => {
    const one = faceAnalysis(0);
    await analysed(photoFile("one.png", ok(one)));
    const two = faceAnalysis(6);
    await addPhoto(photoFile("two.png", ok(two)));
    expect($samePersonQuestion.get()).toBeNull();
    expect($analysesAsDetected.get()).toEqual([one, two]);
  });

  it("asks where the check could not run, and starting again drops the question", async () => {
    await analysed(photoFile("one.png", ok(faceAnalysis(0))));
    const unknown = photoFile("unknown.png", ok(faceAnalysis(6)));
    identities.set(unknown, null);
    await addPhoto(unknown);
    expect($samePersonQuestion.get()).toMatchObject({ number: 2, verdict: "unknown" });
    expect($analysesAsDetected.get()).toHaveLength(1);

    startAgain();
    expect($samePersonQuestion.get()).toBeNull();
  });
});

describe("moving the hairline", () => {
  it("measures every photo again with the visitor's hairline, and goes back to the estimate", async () => {
    const one = faceAnalysis(0);
    await analysed(photoFile("one.png", ok(one)));
    await addPhoto(photoFile("two.png", ok(faceAnalysis(6))));

    setForeheadScale(1.2);
    await allTasks();
    const withHairline = $analysesWithHairline.get();
    expect(withHairline).toHaveLength(2);
    expect(withHairline.map((a) => a.foreheadScale)).toEqual([1.2, 1.2]);
    expect($firstWithHairline.get()?.facialMetrics.faceLength).toBeGreaterThan(one.facialMetrics.faceLength);
    expect($analysesAsDetected.get()[0]).toBe(one);

    setForeheadScale(1);
    await allTasks();
    expect($analysesWithHairline.get()).toEqual($analysesAsDetected.get());
  });
});

describe("starting again", () => {
  /** The toast startAgain showed, with its Undo action and its close callbacks. */
  function undoToast() {
    const [title, options] = toast.mock.calls.at(-1) as [
      string,
      { action: { label: string; onClick: () => void }; onAutoClose: () => void },
    ];
    expect(title).toBe(ANALYZER_TOASTS.reset.title);
    expect(options.action.label).toBe(UNDO_LABEL);
    return options;
  }

  beforeEach(() => {
    vi.stubGlobal("document", { activeElement: null });
    vi.stubGlobal("HTMLElement", class {});
  });

  it("clears the result, and Undo puts back exactly what was there", async () => {
    const one = faceAnalysis(0);
    const two = faceAnalysis(6);
    const file = photoFile("one.png", ok(one));
    await analysed(file);
    await addPhoto(photoFile("two.png", ok(two)));
    setForeheadScale(1.1);
    await allTasks();
    revealResults();
    const before = $combinedResult.get();

    startAgain();
    expect($firstPhoto.get()).toBeNull();
    expect($gender.get()).toBeNull();
    expect($step.get()).toBe("input");
    expect($combinedResult.get()).toBeNull();
    expect($foreheadScale.get()).toBe(1);

    undoToast().action.onClick();
    expect($step.get()).toBe("results");
    expect($gender.get()).toBe("female");
    expect($firstPhoto.get()?.file).toBe(file);
    expect($firstPhoto.get()?.url).toMatch(/^blob:/);
    expect($analysesAsDetected.get()).toEqual([one, two]);
    expect($foreheadScale.get()).toBe(1.1);
    expect($combinedResult.get()).toEqual(before);
  });

  it("lets the photo go once the toast has gone without Undo", async () => {
    await analysed(photoFile("one.png", ok(faceAnalysis(0))));
    const photo = $firstPhoto.get();
    startAgain();
    const toastShown = undoToast();
    expect(photo?.photo.bitmap.close).not.toHaveBeenCalled();
    toastShown.onAutoClose();
    expect(photo?.photo.bitmap.close).toHaveBeenCalled();
    toastShown.action.onClick();
    expect($firstPhoto.get()).toBeNull();
    expect($step.get()).toBe("input");
  });
});
