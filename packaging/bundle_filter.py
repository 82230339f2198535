"""Which files of the PySide6 wheel the frozen app keeps: Core, Gui, Widgets, Svg and their plugins only.

PySide6's PyInstaller hook is generous (QML, Quick, network plugins...); trimming here keeps the Linux
bundle under its 130 MB target without touching the app.
"""

from __future__ import annotations

import re

LANGUAGES = ("en", "pt_BR", "pt", "es")

_DROPPED_LIBRARIES = re.compile(
    r"Qt6(Qml|Quick|Pdf|VirtualKeyboard|Designer|Help|Sql|Test|Network|OpenGL|Labs|Lottie|ShaderTools|"
    r"Charts|DataVisualization|Graphs|Multimedia|WebEngine|WebChannel|WebSockets|Positioning|Location|"
    r"Sensors|SerialPort|Bluetooth|Nfc|RemoteObjects|Scxml|StateMachine|TextToSpeech|3D|Concurrent|"
    r"PrintSupport|Xml|UiTools|SpatialAudio|HttpServer|Protobuf|Grpc)"
)
_DROPPED_PLUGIN_DIRS = (
    "sqldrivers",
    "multimedia",
    "position",
    "geoservices",
    "texttospeech",
    "webview",
    "networkinformation",
    "tls",
    "canbus",
    "sensors",
    "gamepads",
    "designer",
    "renderers",
    "qmltooling",
    "scxmldatamodel",
    "assetimporters",
    "sceneparsers",
    "qmllint",
    "generic",
    "printsupport",
    "virtualkeyboard",
)


def keep_binary(destination: str) -> bool:
    """False for Qt libraries and plugins the app never loads."""
    path = destination.replace("\\", "/")
    if _DROPPED_LIBRARIES.search(path.rsplit("/", 1)[-1]):
        return False
    return not any(f"/plugins/{folder}/" in path for folder in _DROPPED_PLUGIN_DIRS)


def keep_data(destination: str) -> bool:
    """False for QML trees, compile-time inputs and Qt translations of other languages."""
    path = destination.replace("\\", "/")
    if "/Qt/qml/" in path or path.endswith(("/Qt/qml", ".pyi")):
        return False
    if any(part in path for part in ("/typesystems/", "/include/", "/glue/", "/metatypes/")):
        return False
    if "/Qt/translations/" in path:
        name = path.rsplit("/", 1)[-1]
        return name.startswith("qtbase_") and name.removeprefix("qtbase_").removesuffix(".qm") in LANGUAGES
    return keep_binary(path)
