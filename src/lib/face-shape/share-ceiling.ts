/**
 * The largest share the blend ever shows for one shape: how often face-shape labels agree with the
 * style sites' consensus (about 77 % of women: docs/decisions.md "Confidence and the consensus
 * cap"). No photo earns more certainty than the labels the model was fitted on carry, so the
 * calibration mixes every model's shares toward equal shares at least enough to stay under it, and
 * Diamond's rule takes no more than it either.
 */
export const SHARE_CEILING = 0.77;
