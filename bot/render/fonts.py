"""The one font every image uses: Noto Sans CJK from the `noto-cjk-sans-otc` package, face 2 (SC).

Machines differ in their installed fonts, so nothing here looks at the system. The basic layout
engine is enough for Chinese (no shaping) and keeps images identical whether or not libraqm is
installed. Fonts are cached per size: opening the collection costs milliseconds each time.
"""

from __future__ import annotations

from functools import cache

import noto_cjk_sans_otc
from PIL import ImageFont

SIMPLIFIED_CHINESE_FACE = 2  # the collection's faces: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(
        str(noto_cjk_sans_otc.FONT_PATH), size, index=SIMPLIFIED_CHINESE_FACE, layout_engine=ImageFont.Layout.BASIC
    )
