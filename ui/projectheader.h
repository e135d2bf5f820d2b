// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "imagestatus.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace aisb {

// The top of the project page: name and folder, the image status, Build and Launch,
// and one line about the container engine.
class ProjectHeader : public QWidget
{
    Q_OBJECT
public:
    explicit ProjectHeader(QWidget *parent = nullptr);

    void setProject(const QString &name, const QString &path);
    void setImageStatus(ImageStatus status, const QString &detail);
    void setEngineStatus(const QString &text, bool usable);
    void setActionsEnabled(bool build, bool launch, const QString &reason = {});

    ImageStatus imageStatus() const { return m_status; }
    QString imageStatusText() const;
    QString engineText() const;
    QPushButton *buildButton() const { return m_build; }
    QPushButton *launchButton() const { return m_launch; }

Q_SIGNALS:
    void buildClicked();
    void launchClicked();

private:
    QLabel *m_name = nullptr;
    QLabel *m_path = nullptr;
    QLabel *m_imageIcon = nullptr;
    QLabel *m_image = nullptr;
    QLabel *m_engine = nullptr;
    QPushButton *m_build = nullptr;
    QPushButton *m_launch = nullptr;
    ImageStatus m_status = ImageStatus::Unknown;
};

} // namespace aisb
