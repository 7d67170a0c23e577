"""Every constant of include/hunters.h is a member of the same value of the
matching enum of both bindings, and no enum has a member C lacks.

Usage: bindings_constants.py HUNTERS_H (with the Python package importable
and luajit able to require the Lua module)."""
import json
import re
import subprocess
import sys
from typing import Dict, List, Tuple

import hunters

# C enum (its typedef name, or its first member when anonymous) -> the
# binding's enum and the prefix its members drop
ENUMS: Dict[str, Tuple[str, str]] = {
    "hunters_status": ("Status", "HUNTERS_"),
    "hunters_terrain": ("Terrain", "HUNTERS_TERRAIN_"),
    "hunters_area_kind": ("AreaKind", "HUNTERS_AREA_"),
    "hunters_item": ("Item", "HUNTERS_ITEM_"),
    "HUNTERS_TILE_START": ("TileFlag", "HUNTERS_TILE_"),
    "HUNTERS_AREA_NO_HUNTER": ("AreaFlag", "HUNTERS_AREA_"),
    "HUNTERS_END_LAKE": ("RiverEnd", "HUNTERS_END_"),
    "HUNTERS_TILES_LAND": ("TileGroup", "HUNTERS_TILES_"),
    "HUNTERS_TOTAL_TILES": ("Total", "HUNTERS_TOTAL_"),
    "hunters_phase": ("Phase", "HUNTERS_PHASE_"),
    "hunters_draw_mode": ("DrawMode", "HUNTERS_DRAW_"),
    "hunters_bonus_rule": ("BonusRule", "HUNTERS_BONUS_"),
    "hunters_last_bonus_rule": ("LastBonus", "HUNTERS_LAST_BONUS_"),
    "hunters_forest_value": ("ForestValue", "HUNTERS_FOREST_PER_"),
    "hunters_mushroom_value": ("MushroomValue", "HUNTERS_MUSHROOMS_PER_"),
    "hunters_lake_huts": ("LakeHuts", "HUNTERS_LAKE_HUTS_"),
    "hunters_variant": ("Variant", "HUNTERS_VARIANT_"),
    "HUNTERS_SVG_COORDINATES": ("SvgFlag", "HUNTERS_SVG_"),
    "hunters_bot_kind": ("BotKind", "HUNTERS_BOT_"),
    "hunters_piece": ("Piece", "HUNTERS_PIECE_"),
    "hunters_move_type": ("MoveKind", "HUNTERS_MOVE_"),
    "hunters_event_type": ("EventType", "HUNTERS_EVENT_"),
    "hunters_reason": ("Reason", "HUNTERS_REASON_"),
    "hunters_role": ("Role", "HUNTERS_ROLE_"),
    "hunters_ml_plane": ("MlPlane", "HUNTERS_ML_"),
    "hunters_ml_layout": ("MlLayout", "HUNTERS_ML_"),
}
# plain integer macros -> the module-level name in both bindings
MACROS = {"HUNTERS_MAX_PLAYERS": "MAX_PLAYERS", "HUNTERS_GAME_OPTIONS_VERSION": "GAME_OPTIONS_VERSION",
          "HUNTERS_SVG_OPTIONS_VERSION": "SVG_OPTIONS_VERSION", "HUNTERS_BOT_OPTIONS_VERSION": "BOT_OPTIONS_VERSION",
          "HUNTERS_VERSION_MAJOR": "VERSION_MAJOR", "HUNTERS_VERSION_MINOR": "VERSION_MINOR",
          "HUNTERS_VERSION_PATCH": "VERSION_PATCH"}


def header_enums(path: str) -> Dict[str, Dict[str, int]]:
    """{binding enum: {member: value}} from the header's enum blocks."""
    source = open(path, encoding="utf-8").read()
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    out: Dict[str, Dict[str, int]] = {}
    for match in re.finditer(r"(?:typedef\s+)?enum\s*(\w*)\s*\{(.*?)\}", source, flags=re.S):
        members = re.findall(r"(HUNTERS_\w+)\s*=\s*(-?\d+)", match.group(2))
        key = match.group(1) or members[0][0]
        if key not in ENUMS:
            raise SystemExit("FAIL: enum %s of hunters.h has no binding enum (add it to both bindings and here)" % key)
        name, prefix = ENUMS[key]
        out[name] = {member[len(prefix):]: int(value) for member, value in members}
    for macro in MACROS:
        value = re.search(r"#define\s+%s\s+(\d+)" % macro, source)
        if not value:
            raise SystemExit("FAIL: %s is not in hunters.h" % macro)
        out.setdefault("", {})[MACROS[macro]] = int(value.group(1))
    return out


def lua_enums() -> Dict[str, Dict[str, int]]:
    """The same from the Lua module, through luajit."""
    script = """
local h = require("hunters")
local parts = {}
for _, enum in ipairs(h.ENUMS) do
  local members = {}
  for k, v in pairs(h[enum]) do members[#members + 1] = string.format("%q: %d", k, v) end
  parts[#parts + 1] = string.format("%q: {%s}", enum, table.concat(members, ", "))
end
local macros = {}
for _, k in ipairs{ MACROS } do macros[#macros + 1] = string.format("%q: %d", k, h[k]) end
parts[#parts + 1] = string.format('"": {%s}', table.concat(macros, ", "))
io.write("{" .. table.concat(parts, ", ") .. "}")
""".replace("MACROS", ", ".join('"%s"' % m for m in MACROS.values()))
    output = subprocess.run(["luajit", "-e", script], check=True, capture_output=True, text=True).stdout
    result: Dict[str, Dict[str, int]] = json.loads(output)
    return result


def python_enums() -> Dict[str, Dict[str, int]]:
    """The same from the Python package."""
    out: Dict[str, Dict[str, int]] = {}
    for name, _ in ENUMS.values():
        out[name] = {member.name: int(member.value) for member in getattr(hunters, name)}
    out[""] = {name: getattr(hunters, name) for name in MACROS.values()}
    return out


def compare(label: str, expected: Dict[str, Dict[str, int]], actual: Dict[str, Dict[str, int]]) -> List[str]:
    """The differences, as sentences."""
    problems = []
    for enum, members in expected.items():
        got = actual.get(enum, {})
        where = "%s.%s" % (label, enum) if enum else label
        for member, value in members.items():
            if got.get(member) != value:
                problems.append("%s.%s is %s, hunters.h says %d" % (where, member, got.get(member), value))
        for member in set(got) - set(members):
            problems.append("%s.%s is not in hunters.h" % (where, member))
    return problems


def main() -> None:
    """Compares the header with both bindings."""
    expected = header_enums(sys.argv[1])
    count = sum(len(m) for m in expected.values())
    problems = compare("python", expected, python_enums()) + compare("lua", expected, lua_enums())
    if problems:
        print("\n".join(problems))
        raise SystemExit("FAIL: the bindings' constants differ from hunters.h")
    print("PASS: all %d constants of hunters.h, in %d enums, are equal in both bindings" % (count, len(expected) - 1))


if __name__ == "__main__":
    main()
