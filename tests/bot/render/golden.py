"""Golden-image comparison with a small tolerance (font rasterizers differ a little between
machines). Goldens are stored at half size in 256 colours to stay small; `UPDATE_GOLDEN=1` rewrites them."""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image, ImageChops

GOLDEN_DIR = Path(__file__).parent / "golden"
MAX_MEAN_DIFFERENCE = 1.5  # per channel, out of 255
MAX_CHANGED_PIXELS = 40  # differing by more than CHANGED_LEVEL in a channel: one changed character fails
CHANGED_LEVEL = 64


def half_size(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return image.resize((image.width // 2, image.height // 2), Image.Resampling.BOX)


def difference(image: Image.Image, golden: Image.Image) -> tuple[float, float]:
    """(mean difference per channel, number of clearly changed pixels)."""
    diff = ImageChops.difference(image, golden)
    histogram = diff.histogram()
    channels = [histogram[i * 256:(i + 1) * 256] for i in range(3)]
    pixels = image.width * image.height
    mean = sum(level * count for channel in channels for level, count in enumerate(channel)) / (3 * pixels)
    red, green, blue = diff.split()
    strongest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    changed = sum(strongest.histogram()[CHANGED_LEVEL + 1:])
    return mean, changed


def assert_matches_golden(png: bytes, name: str) -> None:
    image = half_size(png)
    path = GOLDEN_DIR / f"{name}.png"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN_DIR.mkdir(exist_ok=True)
        palette = image.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        palette.save(path, optimize=True)  # 256 colours: a quarter of the bytes, within tolerance
    golden = Image.open(path).convert("RGB")
    assert image.size == golden.size, f"{name}: size {image.size}, golden {golden.size}"
    mean, changed = difference(image, golden)
    assert mean <= MAX_MEAN_DIFFERENCE and changed <= MAX_CHANGED_PIXELS, (
        f"{name}: mean difference {mean:.2f}, {changed} pixels changed; "
        f"look at the image and rerun with UPDATE_GOLDEN=1 if the change is intended"
    )
