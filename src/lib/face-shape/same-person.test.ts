import { describe, expect, it } from "vitest";
import { SAME_PERSON_MAX_DISTANCE, identityDistance, samePerson } from "./same-person";

const at = (value: number, length = 128) => Array.from({ length }, (_, i) => (i === 0 ? value : 0));

describe("the same-person check", () => {
  it("measures the Euclidean distance between two descriptors", () => {
    expect(identityDistance([0, 3], [4, 0])).toBe(5);
    expect(identityDistance(at(0.2), at(0.2))).toBe(0);
  });

  it("takes faces within the threshold for one person and faces beyond it for two", () => {
    expect(samePerson(at(0), at(SAME_PERSON_MAX_DISTANCE - 0.01))).toBe("same");
    expect(samePerson(at(0), at(SAME_PERSON_MAX_DISTANCE))).toBe("same");
    expect(samePerson(at(0), at(SAME_PERSON_MAX_DISTANCE + 0.01))).toBe("different");
  });

  it("says unknown where a descriptor is missing, empty or of another length", () => {
    expect(samePerson(undefined, at(0))).toBe("unknown");
    expect(samePerson(at(0), undefined)).toBe("unknown");
    expect(samePerson([], [])).toBe("unknown");
    expect(samePerson(at(0, 128), at(0, 64))).toBe("unknown");
    expect(samePerson(at(Number.NaN), at(0))).toBe("unknown");
  });
});
