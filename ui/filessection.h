// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policysection.h"

class QCheckBox;
class QListWidget;
class QRadioButton;

namespace aisb {

class PathListEdit;

// Files: the project folder's access, hidden and read-only paths, the home volume and extra folders.
class FilesSection : public PolicySection
{
    Q_OBJECT
public:
    explicit FilesSection(QWidget *parent = nullptr);

    void openProject(const QString &projectDir, const QProcessEnvironment &environment) override;
    // Asks for an extra folder (a dialog) and adds it.
    void addExtraMount();
    // Removes the extra folder selected in the list.
    void removeExtraMount();

protected:
    void syncFields(const PolicyDocument &document) override;

private:
    QRadioButton *m_projectRw = nullptr;
    QRadioButton *m_projectRo = nullptr;
    PathListEdit *m_masked = nullptr;
    PathListEdit *m_readOnly = nullptr;
    QCheckBox *m_homeVolume = nullptr;
    QListWidget *m_extraMounts = nullptr;
};

} // namespace aisb
