import type { ShapeGuide } from "../shape-guide";

/**
 * Written by `npm run shape-guide` (tools/face-model/shape-guide.ts); do not edit by hand.
 * Aggregates of the labelled development photos (never a photo or one face's numbers).
 */
export const SHAPE_GUIDE: ShapeGuide = {
  female: {
    axes: ["lengthToWidth", "jawToCheekbones"],
    shapes: {
      Heart: {
        photos: 805,
        people: 46,
        ranges: {
          lengthToWidth: [1.36, 1.39, 1.43],
          jawToForehead: [0.963, 0.976, 1],
          jawToCheekbones: [0.78, 0.79, 0.8],
          foreheadToCheekbones: [0.8, 0.81, 0.82],
        },
      },
      Oblong: {
        photos: 578,
        people: 44,
        ranges: {
          lengthToWidth: [1.42, 1.47, 1.51],
          jawToForehead: [0.951, 0.988, 1.013],
          jawToCheekbones: [0.78, 0.8, 0.81],
          foreheadToCheekbones: [0.8, 0.81, 0.82],
        },
      },
      Oval: {
        photos: 835,
        people: 42,
        ranges: {
          lengthToWidth: [1.38, 1.42, 1.44],
          jawToForehead: [0.951, 0.975, 1],
          jawToCheekbones: [0.78, 0.79, 0.8],
          foreheadToCheekbones: [0.8, 0.81, 0.82],
        },
      },
      Round: {
        photos: 923,
        people: 49,
        ranges: {
          lengthToWidth: [1.34, 1.38, 1.42],
          jawToForehead: [0.963, 0.987, 1],
          jawToCheekbones: [0.78, 0.79, 0.8],
          foreheadToCheekbones: [0.8, 0.81, 0.82],
        },
      },
      Square: {
        photos: 655,
        people: 45,
        ranges: {
          lengthToWidth: [1.34, 1.37, 1.41],
          jawToForehead: [0.988, 1, 1.013],
          jawToCheekbones: [0.79, 0.8, 0.81],
          foreheadToCheekbones: [0.79, 0.8, 0.81],
        },
      },
    },
  },
  male: {
    axes: ["lengthToWidth", "foreheadToCheekbones"],
    shapes: {
      Oblong: {
        photos: 176,
        people: 22,
        ranges: {
          lengthToWidth: [1.38, 1.41, 1.44],
          jawToForehead: [1.025, 1.038, 1.052],
          jawToCheekbones: [0.81, 0.818, 0.82],
          foreheadToCheekbones: [0.78, 0.78, 0.79],
        },
      },
      Oval: {
        photos: 144,
        people: 35,
        ranges: {
          lengthToWidth: [1.4, 1.45, 1.5],
          jawToForehead: [1, 1.008, 1.038],
          jawToCheekbones: [0.79, 0.8, 0.81],
          foreheadToCheekbones: [0.78, 0.79, 0.8],
        },
      },
      Round: {
        photos: 212,
        people: 12,
        ranges: {
          lengthToWidth: [1.27, 1.31, 1.37],
          jawToForehead: [1.026, 1.052, 1.078],
          jawToCheekbones: [0.8, 0.82, 0.83],
          foreheadToCheekbones: [0.77, 0.77, 0.78],
        },
      },
      Square: {
        photos: 259,
        people: 32,
        ranges: {
          lengthToWidth: [1.3, 1.33, 1.36],
          jawToForehead: [1.025, 1.038, 1.062],
          jawToCheekbones: [0.81, 0.81, 0.82],
          foreheadToCheekbones: [0.77, 0.78, 0.79],
        },
      },
    },
  },
};
