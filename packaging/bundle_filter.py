"""Which files of the PySide6 wheel the frozen app keeps: Core, Gui, Widgets, Svg and their plugins.

No Network: a double-clicked save is handed to the running copy through the standard library
(``multiprocessing.connection``), so QtNetwork, its TLS and network-information plugins stay out.

PySide6's PyInstaller hook is generous (QML, Quick, network plugins...); trimming here keeps the Linux
bundle under its 130 MB target without touching the app.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wonders_desktop.languages import LANGUAGES  # no Qt: the registry of languages

QT_CATALOGUES = frozenset(suffix for language in LANGUAGES for suffix in language.qt_catalogues)

_DROPPED_LIBRARIES = re.compile(
    r"Qt6(Qml|Quick|Pdf|VirtualKeyboard|Designer|Help|Sql|Test|OpenGL|Labs|Lottie|ShaderTools|"
    r"Charts|DataVisualization|Graphs|Multimedia|WebEngine|WebChannel|WebSockets|Positioning|Location|"
    r"Sensors|SerialPort|Bluetooth|Nfc|RemoteObjects|Scxml|StateMachine|TextToSpeech|3D|Concurrent|"
    r"PrintSupport|Xml|UiTools|SpatialAudio|HttpServer|Protobuf|Grpc|EglFSDeviceIntegration|EglFsKmsSupport)"
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
    "egldeviceintegrations",
    "wayland-graphics-integration-client",
)
# Plugins the app never needs: embedded-device platforms, GTK's theme (it alone drags in GTK, cairo,
# pango and their dependencies) and image formats the app does not read.
_DROPPED_PLUGINS = re.compile(
    r"lib(qeglfs|qlinuxfb|qminimalegl|qvkkhrdisplay|qvnc|qgtk3|qgif|qicns|qjpeg|qtga|qtiff|qwbmp|qwebp)\.so"
)
# Shared libraries that only the dropped GTK theme plugin loads (checked with ldd on the bundle).
# libsqlite3 is not among them: Python's sqlite3 module loads it for the statistics store.
_GTK_STACK = re.compile(
    r"^lib(gtk-3|gdk-3|gdk_pixbuf-2\.0|cairo|cairo-gobject|pango-1\.0|pangocairo-1\.0|pangoft2-1\.0|atk-1\.0|"
    r"atk-bridge-2\.0|atspi|epoxy|pixman-1|thai|datrie|fribidi|harfbuzz|graphite2|Xcomposite|Xcursor|"
    r"Xdamage|Xinerama|Xrandr|cups|gssapi_krb5|krb5|k5crypto|krb5support|avahi-client|avahi-common|"
    r"jpeg|tiff|webp|jbig|Lerc|deflate|gnutls|nettle|hogweed|p11-kit|tasn1|idn2|unistring|gmp|"
    r"cloudproviders|colord|lcms2|readline|ncursesw)\.so"
)
# OpenSSL, which PyInstaller's QtNetwork hook collects for Qt's TLS backend: QtNetwork is left out, Qt's
# TLS plugins are dropped and Python's ssl and _hashlib are excluded (wonders.spec), so nothing loads it
# (5.4 MB); kept out here too should another hook bring it.
_OPENSSL = re.compile(r"^lib(ssl|crypto)\.so")
# QtNetwork on every platform: libQt6Network.so.6, Qt6Network.dll, the QtNetwork.framework, the binding.
_NETWORK = re.compile(r"(^|/)(lib)?Qt6?Network(\.|/|$)")


def keep_binary(destination: str) -> bool:
    """False for Qt libraries and plugins the app never loads."""
    path = destination.replace("\\", "/")
    name = path.rsplit("/", 1)[-1]
    if _DROPPED_LIBRARIES.search(name) or _DROPPED_PLUGINS.search(name) or _GTK_STACK.search(name):
        return False
    if _OPENSSL.search(name) or _NETWORK.search(path):
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
        suffix = name.removeprefix("qtbase_").removesuffix(".qm")
        return name.startswith("qtbase_") and suffix in QT_CATALOGUES
    return keep_binary(path)
