// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/tarstream.h"

#include <QCoreApplication>
#include <cstring>

namespace aisb {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(aisb::TarStream)
};

constexpr int Block = 512;

void putOctal(char *field, int width, quint64 value)
{
    // width-1 digits and a NUL; values too big for it are carried by the pax header.
    const QByteArray digits = QByteArray::number(value, 8).rightJustified(width - 1, '0');
    std::memcpy(field, digits.constData() + (digits.size() - (width - 1)), size_t(width - 1));
    field[width - 1] = '\0';
}

QByteArray paxRecord(const QByteArray &key, const QByteArray &value)
{
    // "LEN key=value\n", LEN counting itself.
    const qsizetype body = key.size() + value.size() + 3; // ' ', '=', '\n'
    qsizetype len = body + QByteArray::number(body).size();
    if (QByteArray::number(len).size() + body != len)
        len = body + QByteArray::number(len).size();
    return QByteArray::number(len) + ' ' + key + '=' + value + '\n';
}

QByteArray header(const QByteArray &name, char typeflag, quint32 mode, qint64 size, qint64 mtime, uint uid,
                  uint gid, const QByteArray &link)
{
    QByteArray h(Block, '\0');
    char *p = h.data();
    std::memcpy(p, name.constData(), size_t(qMin<qsizetype>(name.size(), 100)));
    putOctal(p + 100, 8, mode & 07777);
    putOctal(p + 108, 8, uid);
    putOctal(p + 116, 8, gid);
    putOctal(p + 124, 12, quint64(size));
    putOctal(p + 136, 12, quint64(qMax<qint64>(mtime, 0)));
    p[156] = typeflag;
    std::memcpy(p + 157, link.constData(), size_t(qMin<qsizetype>(link.size(), 100)));
    std::memcpy(p + 257,
                "ustar\0"
                "00",
                8);
    std::memset(p + 148, ' ', 8);
    quint32 sum = 0;
    for (int i = 0; i < Block; ++i)
        sum += quint8(p[i]);
    putOctal(p + 148, 7, sum);
    p[155] = ' ';
    return h;
}

void pad(QByteArray &out)
{
    const qsizetype rest = out.size() % Block;
    if (rest)
        out.append(Block - rest, '\0');
}

// A numeric header field: octal (spaces and NULs around it), or base-256 (high bit set).
bool parseNumber(const char *field, int width, qint64 *value)
{
    if (quint8(field[0]) & 0x80) {
        quint64 v = quint8(field[0]) & 0x7f;
        for (int i = 1; i < width; ++i) {
            if (v >> 55)
                return false;
            v = (v << 8) | quint8(field[i]);
        }
        *value = qint64(v);
        return true;
    }
    qint64 v = 0;
    int i = 0;
    while (i < width && (field[i] == ' ' || field[i] == '\0'))
        ++i;
    bool any = false;
    for (; i < width && field[i] >= '0' && field[i] <= '7'; ++i) {
        if (v >> 58)
            return false;
        v = v * 8 + (field[i] - '0');
        any = true;
    }
    for (; i < width; ++i)
        if (field[i] != ' ' && field[i] != '\0')
            return false;
    *value = any ? v : 0;
    return true;
}

QByteArray cString(const char *field, int width)
{
    return QByteArray(field, qsizetype(strnlen(field, size_t(width))));
}

// "sec[.frac]" -> ns.
qint64 parseTime(const QByteArray &text)
{
    const qsizetype dot = text.indexOf('.');
    qint64 ns = text.left(dot < 0 ? text.size() : dot).toLongLong() * 1000000000LL;
    if (dot >= 0)
        ns += text.mid(dot + 1).left(9).leftJustified(9, '0').toLongLong();
    return ns;
}
} // namespace

QByteArray TarStream::write(const QList<Entry> &entries, uint uid, uint gid)
{
    QByteArray out;
    for (const Entry &e : entries) {
        const qint64 sec = e.mtimeNs / 1000000000LL;
        const qint64 nsec = e.mtimeNs % 1000000000LL;
        // A pax header (two blocks more) only where ustar's fields fall short: a name or link target
        // over 100 bytes. Modification times are then exact; else whole seconds.
        if (e.path.size() > 100 || e.linkTarget.size() > 100) {
            QByteArray pax = paxRecord("path", e.path);
            if (e.type == Entry::Link)
                pax += paxRecord("linkpath", e.linkTarget);
            pax += paxRecord("mtime",
                             QByteArray::number(sec) + '.' + QByteArray::number(nsec).rightJustified(9, '0'));
            out += header("PaxHeaders/" + e.path.right(80), 'x', 0644, pax.size(), sec, 0, 0, {});
            out += pax;
            pad(out);
        }
        const char flag = e.type == Entry::Dir ? '5' : e.type == Entry::Link ? '2' : '0';
        const qint64 size = e.type == Entry::File ? e.data.size() : 0;
        out += header(e.path, flag, e.mode, size, sec, uid, gid, e.linkTarget);
        if (size) {
            out += e.data;
            pad(out);
        }
    }
    out.append(2 * Block, '\0');
    return out;
}

QList<TarStream::Entry> TarStream::read(const QByteArray &archive, QString *error, qint64 maxBytes)
{
    QList<Entry> out;
    QByteArray paxPath, paxLink, gnuPath, gnuLink;
    qint64 paxMtime = -1;
    qint64 total = 0;
    qsizetype pos = 0;
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return QList<Entry>();
    };
    while (pos + Block <= archive.size()) {
        const char *h = archive.constData() + pos;
        bool zero = true;
        for (int i = 0; i < Block && zero; ++i)
            zero = h[i] == '\0';
        if (zero)
            return out; // the end (one zero block is enough to stop)
        qint64 sum = 0;
        if (!parseNumber(h + 148, 8, &sum))
            return fail(Tr::tr("the archive is malformed: a header's checksum is unreadable"));
        quint32 computed = 0;
        for (int i = 0; i < Block; ++i)
            computed += (i >= 148 && i < 156) ? quint8(' ') : quint8(h[i]);
        if (computed != quint32(sum))
            return fail(Tr::tr("the archive is malformed: a header's checksum does not match"));
        qint64 size = 0, mode = 0, mtime = 0;
        if (!parseNumber(h + 124, 12, &size) || size < 0 || !parseNumber(h + 100, 8, &mode) ||
            !parseNumber(h + 136, 12, &mtime))
            return fail(Tr::tr("the archive is malformed: a header's numbers are unreadable"));
        const char flag = h[156];
        pos += Block;
        if (size > archive.size() - pos)
            return fail(Tr::tr("the archive is cut short"));
        const QByteArray data = archive.mid(pos, size);
        pos += (size + Block - 1) / Block * Block;

        if (flag == 'x') { // pax header of the next entry
            qsizetype i = 0;
            while (i < data.size()) {
                const qsizetype sp = data.indexOf(' ', i);
                const qint64 len = sp < 0 ? 0 : data.mid(i, sp - i).toLongLong();
                if (sp < 0 || len <= sp - i + 1 || i + len > data.size())
                    return fail(Tr::tr("the archive is malformed: a pax record is unreadable"));
                const QByteArray rec = data.mid(sp + 1, i + len - sp - 2); // without the '\n'
                const qsizetype eq = rec.indexOf('=');
                const QByteArray key = rec.left(eq), value = rec.mid(eq + 1);
                if (key == "path")
                    paxPath = value;
                else if (key == "linkpath")
                    paxLink = value;
                else if (key == "mtime")
                    paxMtime = parseTime(value);
                i += len;
            }
            continue;
        }
        if (flag == 'g')
            continue;
        if (flag == 'L' || flag == 'K') { // GNU long name / link name
            (flag == 'L' ? gnuPath : gnuLink) = cString(data.constData(), int(data.size()));
            continue;
        }
        Entry e;
        QByteArray name = cString(h, 100);
        const QByteArray prefix =
            std::memcmp(h + 257, "ustar", 5) == 0 ? cString(h + 345, 155) : QByteArray();
        if (!prefix.isEmpty())
            name = prefix + '/' + name;
        e.path = !paxPath.isEmpty() ? paxPath : !gnuPath.isEmpty() ? gnuPath : name;
        e.linkTarget = !paxLink.isEmpty() ? paxLink : !gnuLink.isEmpty() ? gnuLink : cString(h + 157, 100);
        e.mode = quint32(mode) & 07777;
        e.mtimeNs = paxMtime >= 0 ? paxMtime : mtime * 1000000000LL;
        paxPath.clear();
        paxLink.clear();
        gnuPath.clear();
        gnuLink.clear();
        paxMtime = -1;
        while (e.path.startsWith("./"))
            e.path = e.path.mid(2);
        while (e.path.endsWith('/'))
            e.path.chop(1);
        switch (flag) {
        case '0':
        case '\0':
        case '7':
            e.type = Entry::File;
            total += size;
            if (total > maxBytes)
                return fail(Tr::tr("the archive holds more than %1 bytes").arg(maxBytes));
            e.data = data;
            break;
        case '5':
            e.type = Entry::Dir;
            break;
        case '2':
            e.type = Entry::Link;
            break;
        default:
            e.type = Entry::Other;
            e.linkTarget.clear();
            break;
        }
        if (e.type != Entry::Link)
            e.linkTarget.clear();
        if (!e.path.isEmpty())
            out << e;
    }
    return fail(Tr::tr("the archive is cut short")); // no end block
}

} // namespace aisb
