"""Renders the hero background loop: the hero picture with its drone, sensor, stars, sun and mist
gently moving. Every motion is periodic in the loop length, so the last frame leads into the first.

An authoring step, run by hand when the hero picture changes; nothing at build or run time needs it.
The committed client/public/video/hero.webm and hero.mp4 came from it:

    python3 scripts/make-hero-video.py /tmp/hero-frames
    # rasterise each SVG frame (for example with resvg: npx --yes @resvg/resvg-js-cli), then:
    ffmpeg -framerate 24 -i /tmp/hero-frames/f%04d.png -c:v libvpx-vp9 -b:v 0 -crf 40 -pix_fmt yuv420p \
      -colorspace bt709 -color_primaries bt709 -color_trc bt709 client/public/video/hero.webm
    ffmpeg -framerate 24 -i /tmp/hero-frames/f%04d.png -c:v libx264 -crf 30 -preset slow -pix_fmt yuv420p \
      -movflags +faststart client/public/video/hero.mp4
"""
import math, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "client", "public", "images", "hero.svg")
OUT = sys.argv[1] if len(sys.argv) > 1 else "hero-frames"
os.makedirs(OUT, exist_ok=True)
FPS = 24
SECONDS = 10
N = FPS * SECONDS
svg = open(SRC).read()

def tau(x):
    return 2 * math.pi * x

# Pieces of the source picture that move get replaced by templated versions.
stars = [(210,120,2),(420,60,1.5),(640,170,1.5),(880,90,2),(1520,70,1.5),(1710,160,2),(1100,40,1.5),(1840,60,1.5)]
star_block = re.search(r'<g fill="#e8e2c8" opacity="\.5">.*?</g>', svg, re.S).group(0)
sun_circle = '<circle cx="1240" cy="600" r="520" fill="url(#sun)"/>'
sun_core = '<circle cx="1240" cy="602" r="46" fill="#f6c77a" opacity=".85"/>'
sensor_arcs = re.search(r'<g fill="none" stroke="#c9a25a".*?</g>', svg, re.S).group(0)
drone = re.search(r'<g transform="translate\(780 300\)" opacity="\.85">.*?</g>\s*<path d="M780 322L700 600H860Z"[^>]*/>', svg, re.S).group(0)
mist_rect = '<rect y="560" width="1920" height="120" fill="url(#mist)"/>'
for piece in (star_block, sun_circle, sun_core, sensor_arcs, drone, mist_rect):
    assert piece in svg, piece[:60]

extra_defs = '''
    <radialGradient id="puff" cx=".5" cy=".5" r=".5">
      <stop offset="0" stop-color="#e8d2a8" stop-opacity=".16"/>
      <stop offset="1" stop-color="#e8d2a8" stop-opacity="0"/>
    </radialGradient>
  </defs>'''
base = svg.replace("</defs>", extra_defs, 1)

def frame(i):
    p = i / N
    t = i / FPS
    out = base
    # Stars twinkle, each at its own phase (whole cycles per loop keep it seamless).
    circles = []
    for k, (x, y, r) in enumerate(stars):
        cycles = 1 + k % 3
        o = 0.28 + 0.42 * (0.5 + 0.5 * math.sin(tau(cycles * p + k * 0.37)))
        circles.append(f'<circle cx="{x}" cy="{y}" r="{r}" opacity="{o:.3f}"/>')
    out = out.replace(star_block, '<g fill="#e8e2c8">' + "".join(circles) + "</g>")
    # The sun glow breathes slowly.
    out = out.replace(sun_circle, f'<circle cx="1240" cy="600" r="{520 + 22 * math.sin(tau(p)):.2f}" fill="url(#sun)"/>')
    out = out.replace(sun_core, f'<circle cx="1240" cy="602" r="46" fill="#f6c77a" opacity="{0.82 + 0.06 * math.sin(tau(p)):.3f}"/>')
    # The sensor's signal travels outward: inner arcs, then outer arcs, every 2.5 s.
    w = (t % 2.5) / 2.5
    inner = 0.15 + 0.6 * max(0.0, math.sin(tau(w)))
    outer = 0.15 + 0.6 * max(0.0, math.sin(tau(w - 0.18)))
    arcs = (
        '<g fill="none" stroke="#c9a25a" stroke-width="3" stroke-linecap="round">'
        f'<path opacity="{inner:.3f}" d="M30 -214a24 24 0 0 1 0 34M-2 -214a24 24 0 0 0 0 34"/>'
        f'<path opacity="{outer:.3f}" d="M44 -226a44 44 0 0 1 0 58M-16 -226a44 44 0 0 0 0 58"/>'
        "</g>"
    )
    out = out.replace(sensor_arcs, arcs)
    # The drone drifts along a flat figure-eight, leaning into its motion; its scan cone trails.
    dx = 46 * math.sin(tau(p))
    dy = 9 * math.sin(tau(2 * p))
    lean = 3.5 * math.cos(tau(p))
    x, y = 780 + dx, 300 + dy
    blink = 1.0 if (i % FPS) < 4 else 0.35
    base_x = 780 + 46 * math.sin(tau(p) - 0.7)
    cone_o = 0.05 + 0.025 * (0.5 + 0.5 * math.sin(tau(3 * p)))
    drone_svg = (
        f'<g transform="translate({x:.2f} {y:.2f}) rotate({lean:.2f})" opacity=".85">'
        '<path d="M-60 -6L60 6M-60 6L60 -6" stroke="#0f140e" stroke-width="6" stroke-linecap="round"/>'
        '<ellipse cx="-60" cy="-14" rx="34" ry="5" fill="#0f140e" opacity=".6"/>'
        '<ellipse cx="60" cy="-14" rx="34" ry="5" fill="#0f140e" opacity=".6"/>'
        '<rect x="-28" y="-14" width="56" height="24" rx="10" fill="#0f140e"/>'
        '<rect x="-8" y="10" width="16" height="12" rx="3" fill="#0f140e"/>'
        f'<circle cx="20" cy="-2" r="3" fill="#9fd08a" opacity="{blink}"/>'
        "</g>"
        f'<path d="M{x:.2f} {y + 22:.2f}L{base_x - 80:.2f} 600H{base_x + 80:.2f}Z" fill="#e8d2a8" opacity="{cone_o:.3f}"/>'
    )
    out = out.replace(drone, drone_svg)
    # Mist drifts along the horizon: identical puffs 640 apart, moved one spacing per loop.
    puffs = []
    for k in range(-1, 4):
        cx = -320 + k * 640 + 640 * p
        puffs.append(f'<ellipse cx="{cx:.2f}" cy="596" rx="420" ry="46" fill="url(#puff)"/>')
    out = out.replace(mist_rect, mist_rect + "".join(puffs))
    return out

for i in range(N):
    open(os.path.join(OUT, f"f{i:04d}.svg"), "w").write(frame(i))
print(N, "frames")
