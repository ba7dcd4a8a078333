/** The WebCAD function points a position role may be allowed or denied (the fourth rights tab). */
export interface CadFunctionDef {
  command: string;
  type: string;
  chName: string;
  chDes: string;
  icon: string;
}

export const CAD_FUNCTIONS: readonly CadFunctionDef[] = [
  { command: 'DrawWall', type: 'design', chName: '绘制墙体', chDes: '绘制和编辑户型墙体、门窗洞口', icon: 'BorderOutlined' },
  { command: 'PlaceCabinet', type: 'design', chName: '摆放柜体', chDes: '从模块库拖放柜体到方案中', icon: 'AppstoreAddOutlined' },
  { command: 'EditBoard', type: 'design', chName: '编辑板件', chDes: '修改板件尺寸、厚度和封边', icon: 'EditOutlined' },
  { command: 'ChangeMaterial', type: 'design', chName: '更换材质', chDes: '为板件和柜体更换花色材质', icon: 'BgColorsOutlined' },
  { command: 'Render', type: 'render', chName: '效果图渲染', chDes: '提交高清效果图和全景图渲染', icon: 'PictureOutlined' },
  { command: 'Quote', type: 'quote', chName: '方案报价', chDes: '按价格策略生成方案报价单', icon: 'AccountBookOutlined' },
  { command: 'ExportParts', type: 'production', chName: '导出拆单', chDes: '导出板件清单和五金清单用于生产', icon: 'ExportOutlined' },
  { command: 'ExportCnc', type: 'production', chName: '导出加工文件', chDes: '生成开料和打孔设备的加工文件', icon: 'ToolOutlined' },
  { command: 'ShareScheme', type: 'share', chName: '分享方案', chDes: '生成方案链接或二维码分享给客户', icon: 'ShareAltOutlined' },
  { command: 'DeleteScheme', type: 'manage', chName: '删除方案', chDes: '删除设计方案（不可恢复）', icon: 'DeleteOutlined' },
];

export const CAD_COMMANDS: readonly string[] = CAD_FUNCTIONS.map((f) => f.command);

/** English names and descriptions of the functions, by command (the wire keeps chName and chDes). */
const CAD_FUNCTIONS_EN: Readonly<Record<string, { name: string; description: string }>> = {
  DrawWall: { name: 'Draw walls', description: 'Draw and edit the walls, door and window openings of a floor plan' },
  PlaceCabinet: { name: 'Place cabinets', description: 'Drag cabinets from the module library into a design' },
  EditBoard: { name: 'Edit panels', description: 'Change the size, thickness and edge banding of panels' },
  ChangeMaterial: { name: 'Change materials', description: 'Change the finish of panels and cabinets' },
  Render: { name: 'Render images', description: 'Submit HD renderings and panorama renders' },
  Quote: { name: 'Quote designs', description: 'Create the quotation of a design from the pricing strategy' },
  ExportParts: { name: 'Export part lists', description: 'Export the panel list and the hardware list for production' },
  ExportCnc: { name: 'Export machining files', description: 'Create the files for the cutting and drilling machines' },
  ShareScheme: { name: 'Share designs', description: 'Share a design with a customer by link or QR code' },
  DeleteScheme: { name: 'Delete designs', description: 'Delete a design (cannot be undone)' },
};

/** A function's name and description in `locale`; a command the catalogue lacks keeps what was sent. */
export function cadFunctionTextIn(f: Pick<CadFunctionDef, 'command' | 'chName' | 'chDes'>, locale: string): { name: string; description: string } {
  const en = locale === 'en-US' ? CAD_FUNCTIONS_EN[f.command] : undefined;
  return en ?? { name: f.chName, description: f.chDes };
}
