/** The size every link preview asks for (Open Graph, X's summary_large_image): 1.91 to 1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
