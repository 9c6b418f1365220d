/* viewlab-floor: the reference scene drawn directly with cairo, pango and libpng (no view tree). */
#pragma once
